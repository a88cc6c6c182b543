/// Horizontal bars, one per label, each split into segments, drawn to one scale: the charts of
/// `compare`'s figures (`ComparisonCharts`), for the Comparing page and the explorer.
///
/// Values are whole numbers of hundredths (`decimals` says how many of those digits the labels
/// show), so the same figures always draw the same bytes.
package struct BarChart: Sendable, Equatable {
  /// One bar: its label and its segments, in ``keys``' order (a key a bar lacks is 0).
  package struct Bar: Sendable, Equatable {
    package var label: String
    package var values: [Int]

    package init(label: String, values: [Int]) {
      self.label = label
      self.values = values
    }

    package var total: Int { values.reduce(0, +) }
  }

  /// The chart's title, e.g. `Lines of code per role`.
  package var title: String
  /// The segments' names, in the order they are stacked and listed in the legend; one name and
  /// no legend for bars of one segment.
  package var keys: [String]
  package var bars: [Bar]
  /// Digits after the point in the totals shown: 0 for counts, 1 for `5.3` messages an action.
  package var decimals: Int

  package init(title: String, keys: [String], bars: [Bar], decimals: Int = 0) {
    self.title = title
    self.keys = keys
    self.bars = bars
    self.decimals = decimals
  }

  /// The style of the charts, as the sequence diagrams have theirs; one colour per segment, the
  /// first eight distinct.
  static let style = [
    "text { font-family: \(SVGText.fontFamily); fill: #1d1d1f; }",
    ".title { font-size: 14px; font-weight: bold; }",
    ".label, .total, .key { font-size: 12px; }",
    ".total { fill: #3a3a3c; }",
    ".axis { stroke: #c7c7cc; stroke-width: 1; }",
    ".s0 { fill: #4e79a7; } .s1 { fill: #f28e2b; } .s2 { fill: #59a14f; } .s3 { fill: #e15759; }",
    ".s4 { fill: #76b7b2; } .s5 { fill: #edc948; } .s6 { fill: #b07aa1; } .s7 { fill: #9c755f; }",
  ]

  static let barHeight = 18
  static let rowHeight = 26
  static let plotWidth = 360

  /// The chart drawn on `canvas` with its top left at `y`; returns the height it took.
  func draw(on canvas: inout SVGCanvas, top y: Int, width: Int) -> Int {
    canvas.text(title, x: 12, y: y + 16, class: "title")
    var row = y + 30
    if keys.count > 1 {
      var x = 12
      for (index, key) in keys.enumerated() {
        let itemWidth = 14 + SVGText.width(key, size: 12) + 16
        // The legend wraps rather than running off the picture.
        if x > 12, x + itemWidth > width - 12 {
          x = 12
          row += 16
        }
        canvas.rect(x: x, y: row - 10, width: 10, height: 10, class: "s\(index % 8)")
        canvas.text(key, x: x + 14, y: row, class: "key")
        x += itemWidth
      }
      row += 12
    }
    let labelWidth = (bars.map { SVGText.width($0.label, size: 12) }.max() ?? 0) + 20
    let largest = max(1, bars.map(\.total).max() ?? 1)
    let plot = max(120, min(Self.plotWidth, width - labelWidth - 90))
    canvas.line(from: (12 + labelWidth, row), to: (12 + labelWidth, row + bars.count * Self.rowHeight), class: "axis")
    for bar in bars {
      canvas.text(bar.label, x: 12 + labelWidth - 8, y: row + 14, class: "label", anchor: .end)
      var x = 12 + labelWidth
      var reached = 0
      for (index, value) in bar.values.enumerated() where value > 0 {
        // Each segment ends where the running total ends, so rounding never adds up to a gap.
        let end = (reached + value) * plot / largest
        canvas.rect(
          x: x, y: row + 2, width: max(1, 12 + labelWidth + end - x), height: Self.barHeight, class: "s\(index % 8)")
        x = 12 + labelWidth + end
        reached += value
      }
      canvas.text(Self.shown(bar.total, decimals: decimals), x: x + 6, y: row + 15, class: "total")
      row += Self.rowHeight
    }
    return row - y + 8
  }

  /// `value` hundredths as the chart labels them: `532` with one decimal is `5.3`.
  package static func shown(_ value: Int, decimals: Int) -> String {
    guard decimals > 0 else { return String((value + 50) / 100) }
    let scale = decimals == 1 ? 10 : 100
    let rounded = (value * scale + 50) / 100
    let fraction = String(rounded % scale)
    return "\(rounded / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// Several charts one under the other in one SVG document.
  ///
  /// - Parameters:
  ///   - charts: the charts, drawn in this order from the top.
  ///   - title: the document's accessible name.
  ///   - width: the picture's width in pixels; bars are scaled to fit it.
  package static func svg(_ charts: [BarChart], title: String, width: Int = 560) -> String {
    var canvas = SVGCanvas()
    var y = 8
    for chart in charts {
      y += chart.draw(on: &canvas, top: y, width: width)
    }
    return canvas.document(width: width, height: y, title: title, style: style, markers: [])
  }
}
