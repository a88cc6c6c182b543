import Diagrams
import Harness

/// `compare`'s figures for one feature as pictures, drawn from the same values the tables print:
/// lines of code per role stacked per pattern, messages per user action, tests, and test doubles.
/// The Comparing page shows them (`Resources/compare-<feature>.svg`, kept equal to a fresh drawing
/// by `DocsResourceTests`) and the explorer's compare panel draws them again for its feature.
package enum ComparisonCharts {
  /// The charts of `comparison`, for the patterns that built the feature, in the catalog's order.
  ///
  /// A chart whose figures are missing (no sources at hand, no tests read) is left out.
  package static func charts(of comparison: FeatureComparison) -> [BarChart] {
    let patterns = Pattern.allCases.filter { comparison.patterns[$0.rawValue] != nil }
    let figures = patterns.map { ($0.rawValue, comparison[$0]) }
    var charts: [BarChart] = []
    let code = figures.compactMap { name, figures in figures.code.map { (name, $0) } }
    if code.count == figures.count, !code.isEmpty {
      let roles = Set(code.flatMap { $0.1.roles.keys }).sorted()
      charts.append(
        BarChart(
          title: "Lines of code per role",
          keys: roles,
          bars: code.map { name, structure in
            BarChart.Bar(label: name, values: roles.map { (structure.roles[$0]?.linesOfCode ?? 0) * 100 })
          }))
    }
    if comparison.actions > 0 {
      charts.append(
        BarChart(
          title: "Messages per user action (\(comparison.actions) actions)",
          keys: ["messages"],
          bars: figures.map { name, figures in
            BarChart.Bar(label: name, values: [figures.messages * 100 / comparison.actions])
          }, decimals: 1))
    }
    let tests = figures.compactMap { name, figures in figures.tests.map { (name, $0) } }
    if tests.count == figures.count, !tests.isEmpty {
      charts.append(
        BarChart(
          title: "Tests tagged \(comparison.feature)", keys: ["tests"],
          bars: tests.map { BarChart.Bar(label: $0.0, values: [$0.1.functions * 100]) }))
      charts.append(
        BarChart(
          title: "Test doubles they use", keys: ["doubles"],
          bars: tests.map { BarChart.Bar(label: $0.0, values: [$0.1.doubles.count * 100]) }))
    }
    return charts
  }

  /// The charts of `comparison` in one SVG document.
  package static func svg(of comparison: FeatureComparison) -> String {
    BarChart.svg(charts(of: comparison), title: "compare \(comparison.feature): the figures as charts")
  }
}
