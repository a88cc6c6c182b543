import Foundation
import Harness

/// What the compared features add up to: the sums and ratios the docs quote across features,
/// computed here so that no page adds them up by hand.
///
/// `archdemo compare --format json` prints them under `totals`; the docs read them by their
/// path in that JSON (`totals.patterns.mvc.allLinesOfCode`).
package struct KitTotals: Sendable, Codable, Equatable {
  /// The features compared.
  package var features = 0
  /// Their scenarios, every feature's counted.
  package var scenarios = 0
  /// The user actions over every scenario, each screen's first appearance counted as one.
  package var userActions = 0
  /// The mutants of the committed mutation run, every pattern's and Domain's; `nil` without one.
  package var mutants: Int?
  /// Per pattern (`mvc`, …).
  package var patterns: [String: PatternTotals] = [:]
}

/// One pattern's figures over the compared features.
package struct PatternTotals: Sendable, Codable, Equatable {
  /// The messages across roles over every scenario of every feature.
  package var messages = 0
  /// ``messages`` per user action, with one decimal as the tables print it, e.g. `4.2`.
  package var messagesPerUserAction = ""
  /// The code of the feature folders, summed role by role; `nil` without the kit's sources.
  package var code: SourceStructure?
  /// The code the pattern shares across features (the plumbing); `nil` without the sources.
  package var shared: SourceStructure?
  /// The lines of code of the feature folders and the shared code together.
  package var allLinesOfCode: Int?
  /// ``allLinesOfCode`` divided by the smallest pattern's, with one decimal, e.g. `1.9`.
  package var allLinesOfCodeTimesTheSmallest: String?
  /// The tests tagged with a compared feature or `.plumbing`, and every feature's doubles.
  package var tests: FeatureComparison.TestFigures?
  /// What the features' two view layers share and need alone, summed; `nil` unless every
  /// compared feature has its declarative views.
  package var viewLayers: ViewLayerFigures?
}

extension KitTotals {
  /// Adds up `comparisons` and the patterns' `plumbing`.
  ///
  /// - Parameters:
  ///   - comparisons: one comparison per feature.
  ///   - plumbing: per pattern (`mvc`, …), what it shares across features.
  ///   - testability: the committed mutation run's figures per pattern and for `domain`.
  init(
    _ comparisons: [FeatureComparison], plumbing: [String: PlumbingFigures], testability: [String: TestabilityFigures]
  ) {
    features = comparisons.count
    scenarios = comparisons.reduce(0) { $0 + $1.scenarios.count }
    userActions = comparisons.reduce(0) { $0 + $1.actions }
    mutants = testability.isEmpty ? nil : testability.values.reduce(0) { $0 + $1.mutants }
    for pattern in Pattern.allCases {
      let figures = comparisons.map { $0[pattern] }
      var totals = PatternTotals()
      totals.messages = figures.reduce(0) { $0 + $1.messages }
      totals.messagesPerUserAction = ComparisonReading.format(ComparisonReading.ratio(totals.messages, userActions))
      let code = figures.compactMap(\.code)
      if code.count == figures.count {
        totals.code = code.reduce(SourceStructure()) { $0.adding($1) }
      }
      let layers = figures.compactMap(\.viewLayers)
      if layers.count == figures.count {
        totals.viewLayers = layers.reduce(ViewLayerFigures()) { $0.adding($1) }
      }
      totals.shared = plumbing[pattern.rawValue]?.code
      if let feature = totals.code, let shared = totals.shared {
        totals.allLinesOfCode = feature.linesOfCode + shared.linesOfCode
      }
      let tests = figures.compactMap(\.tests)
      if tests.count == figures.count, let plumbingTests = plumbing[pattern.rawValue]?.tests {
        totals.tests = (tests + [plumbingTests]).reduce(
          FeatureComparison.TestFigures(functions: 0, cases: 0, doubles: [])
        ) {
          FeatureComparison.TestFigures(
            functions: $0.functions + $1.functions, cases: $0.cases + $1.cases, doubles: $0.doubles + $1.doubles)
        }
      }
      patterns[pattern.rawValue] = totals
    }
    let smallest = patterns.values.compactMap(\.allLinesOfCode).min()
    for (name, totals) in patterns {
      guard let lines = totals.allLinesOfCode, let smallest else { continue }
      patterns[name]?.allLinesOfCodeTimesTheSmallest = ComparisonReading.format(
        ComparisonReading.ratio(lines, smallest))
    }
  }
}

extension SourceStructure {
  /// This code and `other` together: each role's counts added, the larger of the two largest
  /// files kept (the first on a tie).
  func adding(_ other: SourceStructure) -> SourceStructure {
    var sum = self
    for (role, count) in other.roles {
      var total = sum.roles[role, default: RoleCount()]
      total.files += count.files
      total.linesOfCode += count.linesOfCode
      total.types += count.types
      total.protocols += count.protocols
      sum.roles[role] = total
    }
    if let file = other.largestFile, file.linesOfCode > (sum.largestFile?.linesOfCode ?? -1) {
      sum.largestFile = file
    }
    return sum
  }
}
