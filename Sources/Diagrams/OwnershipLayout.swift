/// Where everything of an ``OwnershipDiagram`` goes, in whole pixels.
struct OwnershipLayout {
  /// A reference as drawn: an arrow between two box borders and its label.
  struct Arrow {
    var start: Vector
    var end: Vector
    var label: String
    var labelCenter: Vector
    var labelWidth: Int
    var isWeak: Bool
  }

  static let margin = 24
  static let titleSize = 15
  static let nameSize = 13
  static let roleSize = 11
  static let labelSize = 11
  static let boxHeight = 44
  static let rowPitch = 124
  static let columnGap = 44
  static let pairOffset = 7.0

  let diagram: OwnershipDiagram
  let boxWidth: Int
  let top: Int
  /// The x of column 0's centre: the margin, more when a label juts out on the left.
  let left: Double
  let arrows: [Arrow]
  let width: Int

  init(diagram: OwnershipDiagram) {
    self.diagram = diagram
    let names = diagram.boxes.map {
      max(SVGText.width($0.name, size: Self.nameSize), SVGText.width($0.role, size: Self.roleSize))
    }
    let boxWidth = (names.max() ?? 0) + 28
    self.boxWidth = boxWidth
    top = Self.margin + Self.titleSize + 22
    let centers = Dictionary(
      diagram.boxes.map { box in
        (
          box.id,
          Vector(
            x: box.column * Double(boxWidth + Self.columnGap),
            y: Double(Self.margin + Self.titleSize + 22 + Self.boxHeight / 2) + box.row * Double(Self.rowPitch))
        )
      }, uniquingKeysWith: { first, _ in first })
    var arrows: [Arrow] = []
    for reference in diagram.references {
      guard let from = centers[reference.from], let to = centers[reference.to] else { continue }
      let paired = diagram.references.contains { $0.from == reference.to && $0.to == reference.from }
      if let arrow = Self.arrow(for: reference, from: from, to: to, paired: paired, boxWidth: boxWidth) {
        arrows.append(arrow)
      }
    }
    let boxesLeft = -Double(boxWidth) / 2
    let labelsLeft = arrows.map { $0.labelCenter.x - Double($0.labelWidth / 2 + 3) }.min() ?? 0
    let left = Double(Self.margin) - min(boxesLeft, labelsLeft)
    self.left = left
    self.arrows = arrows.map { arrow in
      var moved = arrow
      let shift = Vector(x: left, y: 0)
      moved.start = arrow.start + shift
      moved.end = arrow.end + shift
      moved.labelCenter = arrow.labelCenter + shift
      return moved
    }
    let boxesRight = (diagram.boxes.map(\.column).max() ?? 0) * Double(boxWidth + Self.columnGap) + Double(boxWidth) / 2
    let labelsRight = arrows.map { $0.labelCenter.x + Double($0.labelWidth / 2 + 3) }.max() ?? 0
    var width = Int((left + max(boxesRight, labelsRight)).rounded(.up)) + Self.margin
    width = max(width, 2 * Self.margin + SVGText.width(diagram.title, size: Self.titleSize))
    for note in diagram.notes { width = max(width, 2 * Self.margin + SVGText.width(note, size: Self.labelSize)) }
    self.width = max(width, 2 * Self.margin + 560)
  }

  /// One reference as an arrow between the borders of its boxes, centred at `from` and `to`.
  ///
  /// Of two opposite references between one pair, each moves a little to its own right, and
  /// its label goes beside it, away from the other, nearer its own start; any other label sits
  /// halfway.
  static func arrow(
    for reference: OwnershipDiagram.Reference, from: Vector, to: Vector, paired: Bool, boxWidth: Int
  ) -> Arrow? {
    let length = (to - from).length
    guard length > 0 else { return nil }
    let direction = (to - from) * (1 / length)
    let right = Vector(x: -direction.y, y: direction.x)
    let shift = paired ? right * pairOffset : Vector(x: 0, y: 0)
    let half = Vector(x: Double(boxWidth) / 2, y: Double(boxHeight) / 2)
    let start = from + shift + direction * border(from: from + shift, center: from, half: half, direction: direction)
    let end =
      to + shift - direction * (border(from: to + shift, center: to, half: half, direction: direction * -1) + 2)
    let labelWidth = SVGText.width(reference.property, size: labelSize)
    var labelCenter = (start + end) * 0.5
    if paired {
      labelCenter =
        start + (end - start) * 0.35 + right * (abs(right.x) * Double(labelWidth / 2 + 6) + abs(right.y) * 10)
    }
    return Arrow(
      start: start, end: end, label: reference.property, labelCenter: labelCenter, labelWidth: labelWidth,
      isWeak: reference.isWeak)
  }

  /// How far from `point`, inside the box centred at `center`, the box's border is along `direction`.
  static func border(from point: Vector, center: Vector, half: Vector, direction: Vector) -> Double {
    var distance = Double.infinity
    if direction.x > 0 { distance = min(distance, (center.x + half.x - point.x) / direction.x) }
    if direction.x < 0 { distance = min(distance, (center.x - half.x - point.x) / direction.x) }
    if direction.y > 0 { distance = min(distance, (center.y + half.y - point.y) / direction.y) }
    if direction.y < 0 { distance = min(distance, (center.y - half.y - point.y) / direction.y) }
    return distance.isFinite ? max(0, distance) : 0
  }

  func draw() -> String {
    var canvas = SVGCanvas()
    canvas.text(diagram.title, x: Self.margin, y: Self.margin + Self.titleSize, class: "title")
    for arrow in arrows {
      canvas.line(
        from: arrow.start.rounded, to: arrow.end.rounded, class: arrow.isWeak ? "weak" : "strong",
        arrow: arrow.isWeak ? "weak" : "owns")
    }
    for arrow in arrows {
      let spot = arrow.labelCenter.rounded
      canvas.rect(
        x: spot.x - arrow.labelWidth / 2 - 3, y: spot.y - 8, width: arrow.labelWidth + 6, height: 15,
        class: "label-back", radius: 2)
      canvas.text(
        arrow.label, x: spot.x, y: spot.y + 4, class: arrow.isWeak ? "label weak-label" : "label", anchor: .middle)
    }
    for box in diagram.boxes {
      let middle = Vector(
        x: left + box.column * Double(boxWidth + Self.columnGap),
        y: Double(top + Self.boxHeight / 2) + box.row * Double(Self.rowPitch)
      ).rounded
      let upper = middle.y - Self.boxHeight / 2
      canvas.rect(
        x: middle.x - boxWidth / 2, y: upper, width: boxWidth, height: Self.boxHeight,
        class: "box \(SequenceDiagram.group(of: box.role))", radius: 5)
      canvas.text(box.name, x: middle.x, y: upper + 19, class: "name", anchor: .middle)
      canvas.text(box.role, x: middle.x, y: upper + 35, class: "role", anchor: .middle)
    }
    let lastRow = diagram.boxes.map(\.row).max() ?? 0
    var y = top + Int((lastRow * Double(Self.rowPitch)).rounded()) + Self.boxHeight + 40
    let x = Self.margin
    canvas.line(from: (x, y - 4), to: (x + 44, y - 4), class: "strong", arrow: "owns")
    canvas.text(
      "owns: a strong reference (let or var), which keeps the object alive", x: x + 56, y: y, class: "legend")
    y += 22
    canvas.line(from: (x, y - 4), to: (x + 44, y - 4), class: "weak", arrow: "weak")
    canvas.text("weak var: a back-reference that does not keep the object alive", x: x + 56, y: y, class: "legend")
    for note in diagram.notes {
      // A note's leading spaces indent it, as SVG would collapse them.
      let indent = note.prefix { $0 == " " }
      y += 20
      canvas.text(
        String(note.dropFirst(indent.count)), x: x + SVGText.width(String(indent), size: Self.labelSize), y: y,
        class: "note")
    }
    return canvas.document(
      width: width, height: y + Self.margin, title: "Ownership diagram: \(diagram.title)", style: Self.style,
      markers: Self.markers)
  }

  static let markers = [
    "<marker id=\"owns\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" "
      + "orient=\"auto\" markerUnits=\"userSpaceOnUse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#24292f\"/></marker>",
    "<marker id=\"weak\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"10\" markerHeight=\"10\" "
      + "orient=\"auto\" markerUnits=\"userSpaceOnUse\"><path d=\"M1,1 L10,5 L1,9\" fill=\"none\" stroke=\"#6e7781\" "
      + "stroke-width=\"1.4\"/></marker>",
  ]

  static let style =
    [
      "text { font-family: \(SVGText.fontFamily); fill: #24292f; }",
      ".title { font-size: \(titleSize)px; font-weight: bold; }",
      ".name { font-size: \(nameSize)px; font-weight: bold; }",
      ".role { font-size: \(roleSize)px; fill: #57606a; }",
      ".label { font-size: \(labelSize)px; }",
      ".weak-label { fill: #57606a; font-style: italic; }",
      ".label-back { fill: #ffffff; fill-opacity: 0.9; }",
      ".legend { font-size: \(labelSize)px; }",
      ".note { font-size: \(labelSize)px; fill: #57606a; }",
      ".strong { stroke: #24292f; stroke-width: 1.4; }",
      ".weak { stroke: #6e7781; stroke-width: 1.4; stroke-dasharray: 6 4; }",
      ".box { stroke-width: 1.2; }",
    ] + SequenceDiagram.groupStyle
}

/// A point or a direction in the plane, for placing arrows.
struct Vector {
  var x: Double
  var y: Double

  var length: Double { (x * x + y * y).squareRoot() }

  /// The nearest whole pixel.
  var rounded: (x: Int, y: Int) { (Int(x.rounded()), Int(y.rounded())) }

  static func + (left: Vector, right: Vector) -> Vector { Vector(x: left.x + right.x, y: left.y + right.y) }
  static func - (left: Vector, right: Vector) -> Vector { Vector(x: left.x - right.x, y: left.y - right.y) }
  static func * (vector: Vector, factor: Double) -> Vector { Vector(x: vector.x * factor, y: vector.y * factor) }
}
