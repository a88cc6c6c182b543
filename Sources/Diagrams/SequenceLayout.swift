import Tracing

/// Where everything of a ``SequenceDiagram`` goes, in whole pixels.
struct SequenceLayout {
  static let margin = 20
  static let titleSize = 15
  static let roleSize = 13
  static let textSize = 12
  static let boxHeight = 28
  static let lineHeight = 15
  static let labelPadding = 12
  static let loopWidth = 28
  static let wrapColumn = 46

  let diagram: SequenceDiagram
  let roles: [String]
  let boxWidths: [Int]
  /// The x of each lifeline.
  let centers: [Int]
  let width: Int

  /// Lays the lifelines out: each gap starts wide enough for its two boxes, then every
  /// message widens the gaps its arrow spans until its label fits, shortest spans first; a loop
  /// needs the gap on its right, or the margin after the last lifeline.
  init(diagram: SequenceDiagram) {
    self.diagram = diagram
    roles = diagram.roles
    boxWidths = roles.map { max(84, SVGText.width($0, size: Self.roleSize) + 28) }
    var gaps = zip(boxWidths, boxWidths.dropFirst()).map { ($0 + $1) / 2 + 24 }
    var rightOfLast = (boxWidths.last ?? 0) / 2
    var spans: [(from: Int, to: Int, needed: Int)] = []
    for message in diagram.steps.flatMap(\.messages) {
      guard let sender = roles.firstIndex(of: message.sender), let receiver = roles.firstIndex(of: message.receiver)
      else { continue }
      let label = Self.lines(of: message.message).map { SVGText.width($0, size: Self.textSize) }.max() ?? 0
      if sender == receiver {
        let needed = Self.loopWidth + 8 + label + Self.labelPadding
        if sender == roles.count - 1 {
          rightOfLast = max(rightOfLast, needed)
        } else {
          spans.append((sender, sender + 1, needed))
        }
      } else {
        spans.append((min(sender, receiver), max(sender, receiver), label + 2 * Self.labelPadding))
      }
    }
    for span in spans.sorted(by: { $0.to - $0.from < $1.to - $1.from }) {
      let deficit = span.needed - gaps[span.from..<span.to].reduce(0, +)
      guard deficit > 0 else { continue }
      let count = span.to - span.from
      for index in span.from..<span.to { gaps[index] += deficit / count }
      gaps[span.to - 1] += deficit % count
    }
    var centers = [Self.margin + (boxWidths.first ?? 0) / 2]
    for gap in gaps { centers.append(centers[centers.count - 1] + gap) }
    self.centers = roles.isEmpty ? [] : centers
    var width = (self.centers.last ?? Self.margin) + rightOfLast + Self.margin
    width = max(width, 2 * Self.margin + SVGText.width(diagram.title, size: Self.titleSize))
    for step in diagram.steps {
      width = max(width, 2 * Self.margin + 16 + SVGText.width("> " + step.action, size: Self.textSize))
    }
    self.width = width
  }

  /// A message's text in lines of at most about ``wrapColumn`` characters, broken after a
  /// comma and a space or an opening parenthesis outside string literals, so a long call
  /// stays narrow; continuation lines are indented by two spaces.
  static func lines(of text: String) -> [String] {
    guard text.count > wrapColumn else { return [text] }
    let characters = Array(text)
    var pieces: [String] = []
    var piece = ""
    var inString = false
    var escaping = false
    for (index, character) in characters.enumerated() {
      piece.append(character)
      if inString {
        if escaping {
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let breaksAfter =
        (character == "(" && next != ")") || (character == " " && index > 0 && characters[index - 1] == ",")
      if character == "\"" {
        inString = true
      } else if breaksAfter, next != nil {
        pieces.append(piece)
        piece = ""
      }
    }
    pieces.append(piece)
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      if line.contains(where: { $0 != " " }), line.count + piece.count > wrapColumn {
        lines.append(line)
        line = "  "
      }
      line += piece
    }
    lines.append(line)
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  func draw() -> String {
    var canvas = SVGCanvas()
    let margin = Self.margin
    var y = margin
    if !diagram.title.isEmpty {
      canvas.text(diagram.title, x: margin, y: y + Self.titleSize, class: "title")
      y += Self.titleSize + 14
    }
    let boxTop = y
    y += Self.boxHeight + 14
    var rows = SVGCanvas()
    for step in diagram.steps {
      rows.rect(x: margin / 2, y: y, width: width - margin, height: 22, class: "band", radius: 3)
      rows.text("> " + step.action, x: margin / 2 + 8, y: y + 15, class: "action")
      y += 22 + 8
      if step.messages.isEmpty {
        rows.text("(no messages)", x: margin / 2 + 8, y: y + 12, class: "none")
        y += 22
      }
      for message in step.messages {
        y = draw(message, at: y, on: &rows)
      }
      y += 6
    }
    let bottom = y
    for (index, role) in roles.enumerated() {
      let x = centers[index]
      canvas.line(from: (x, boxTop + Self.boxHeight), to: (x, bottom), class: "lifeline")
      canvas.rect(
        x: x - boxWidths[index] / 2, y: boxTop, width: boxWidths[index], height: Self.boxHeight,
        class: "box \(SequenceDiagram.group(of: role))", radius: 4)
      canvas.text(role, x: x, y: boxTop + 19, class: "role", anchor: .middle)
    }
    canvas.append(rows)
    let title = diagram.title.isEmpty ? "Sequence diagram" : "Sequence diagram: \(diagram.title)"
    return canvas.document(
      width: width, height: bottom + margin, title: title, style: Self.style, markers: [Self.arrowhead])
  }

  /// Draws one message whose rows start at `top` and returns where the next one starts.
  private func draw(_ message: TraceMessage, at top: Int, on canvas: inout SVGCanvas) -> Int {
    guard let sender = roles.firstIndex(of: message.sender), let receiver = roles.firstIndex(of: message.receiver)
    else { return top }
    let lines = Self.lines(of: message.message)
    let from = centers[sender]
    let to = centers[receiver]
    let arrowY = top + 6 + lines.count * Self.lineHeight
    if sender == receiver {
      for (index, line) in lines.enumerated() {
        canvas.text(line, x: from + 8, y: top + 12 + index * Self.lineHeight, class: "message")
      }
      let right = from + Self.loopWidth
      canvas.polyline(
        [(from, arrowY), (right, arrowY), (right, arrowY + 14), (from + 2, arrowY + 14)], class: "arrow", arrow: "head")
      return arrowY + 14 + 12
    }
    let middle = (from + to) / 2
    let left = min(from, to) + Self.labelPadding
    for (index, line) in lines.enumerated() {
      let baseline = top + 12 + index * Self.lineHeight
      if lines.count == 1 {
        canvas.text(line, x: middle, y: baseline, class: "message", anchor: .middle)
      } else {
        canvas.text(line, x: left, y: baseline, class: "message")
      }
    }
    let end = to > from ? to - 2 : to + 2
    canvas.line(from: (from, arrowY), to: (end, arrowY), class: "arrow", arrow: "head")
    return arrowY + 12
  }

  static let arrowhead =
    "<marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
    + "orient=\"auto\" markerUnits=\"userSpaceOnUse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#24292f\"/></marker>"

  static let style =
    [
      "text { font-family: \(SVGText.fontFamily); fill: #24292f; }",
      ".title { font-size: \(titleSize)px; font-weight: bold; }",
      ".role { font-size: \(roleSize)px; font-weight: bold; }",
      ".message { font-size: \(textSize)px; paint-order: stroke; stroke: #ffffff; stroke-width: 4px; }",
      ".action { font-size: \(textSize)px; font-weight: bold; fill: #3b4a5e; }",
      ".none { font-size: \(textSize)px; font-style: italic; fill: #6e7781; }",
      ".band { fill: #eef2f7; stroke: #c9d3df; }",
      ".lifeline { stroke: #8c959f; stroke-width: 1; stroke-dasharray: 4 4; }",
      ".arrow { stroke: #24292f; stroke-width: 1.2; fill: none; }",
      ".box { stroke-width: 1.2; }",
    ] + SequenceDiagram.groupStyle
}
