import Diagrams
import Foundation
import Testing

/// The bar charts of compare's figures as a pure function: one scale, segments end to end,
/// totals as labelled, texts escaped, the same bytes for the same figures.
@Suite("Diagrams: bar charts")
struct BarChartTests {
  /// The `width` of each `<rect class="sN" …>` drawn for bars, in order.
  static func barWidths(_ svg: String) -> [Int] {
    svg.matches(of: #/<rect class="s\d" x="\d+" y="(\d+)" width="(\d+)" height="18"/>/#).map { Int($0.output.2)! }
  }

  @Test func barsOfOneSegment_areDrawnToOneScale() {
    let chart = BarChart(
      title: "Tests", keys: ["tests"],
      bars: [
        .init(label: "mvc", values: [1_000]), .init(label: "mvp", values: [2_000]), .init(label: "mvvm", values: [500]),
      ])

    let widths = Self.barWidths(BarChart.svg([chart], title: "t"))

    #expect(widths.count == 3)
    #expect(widths[1] == 2 * widths[0])
    #expect(widths[0] == 2 * widths[2])
  }

  @Test func segments_endWhereTheRunningTotalEnds_soABarIsAsLongAsItsTotal() {
    let split = BarChart(
      title: "Lines", keys: ["a", "b", "c"],
      bars: [.init(label: "mvc", values: [100, 100, 100]), .init(label: "mvp", values: [300, 0, 0])])

    let widths = Self.barWidths(BarChart.svg([split], title: "t"))

    #expect(widths.count == 4)
    #expect(widths[0] + widths[1] + widths[2] == widths[3])
  }

  @Test(arguments: [
    (532, 1, "5.3"), (500, 0, "5"), (549, 0, "5"), (550, 0, "6"), (5, 1, "0.1"), (1_234, 2, "12.34"),
    (1_001, 1, "10.0"), (0, 0, "0"),
  ])
  func totals_areShownRoundedToTheirDecimals(_ hundredths: Int, _ decimals: Int, _ shown: String) {
    let chart = BarChart(title: "m", keys: ["m"], bars: [.init(label: "x", values: [hundredths])], decimals: decimals)

    #expect(BarChart.svg([chart], title: "t").contains("<text class=\"total\"") == true)
    #expect(BarChart.svg([chart], title: "t").contains(">\(shown)</text>"))
  }

  @Test func texts_areEscaped_andTheSameFiguresDrawTheSameBytes() {
    let chart = BarChart(
      title: "<script>&", keys: ["a<b", "c"], bars: [.init(label: "\"x\"", values: [100, 200])])

    let svg = BarChart.svg([chart], title: "t")

    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;&amp;"))
    #expect(svg.contains("a&lt;b"))
    #expect(svg.contains("&quot;x&quot;"))
    #expect(svg == BarChart.svg([chart], title: "t"))
  }
}
