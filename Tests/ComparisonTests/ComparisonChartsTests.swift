import Diagrams
import Foundation
import Testing

@testable import Comparison
@testable import Harness

/// compare's charts draw the figures the tables print, pattern by pattern.
@Suite("archdemo compare: charts")
struct ComparisonChartsTests {
  @Test @MainActor func drivers_chartsTheTablesFigures() async throws {
    let kit = await KitComparison.run([.drivers], sourceRoot: FeatureComparison.builtSourceRoot)
    let drivers = kit.features[0]

    let charts = ComparisonCharts.charts(of: drivers)

    #expect(charts.map(\.title).count == 4)
    for chart in charts {
      #expect(chart.bars.map(\.label) == Pattern.allCases.map(\.rawValue))
    }
    let code = try #require(charts.first { $0.title == "Lines of code per role" })
    for (bar, pattern) in zip(code.bars, Pattern.allCases) {
      #expect(bar.total == (drivers[pattern].code?.linesOfCode ?? -1) * 100)
    }
    let messages = try #require(charts.first { $0.title.hasPrefix("Messages per user action") })
    for (bar, pattern) in zip(messages.bars, Pattern.allCases) {
      #expect(BarChart.shown(bar.total, decimals: 1) == drivers[pattern].messagesPerUserAction)
    }
    let tests = try #require(charts.first { $0.title == "Tests tagged drivers" })
    #expect(tests.bars.map(\.total) == Pattern.allCases.map { (drivers[$0].tests?.functions ?? -1) * 100 })
  }
}
