// Diagrams — the kit draws its own pictures: a run's messages as a sequence diagram
// (`archdemo run … --diagram FILE.svg`) and who owns whom in a feature, for the docs.
//
// Start with SequenceDiagram (a pure function from actions and their messages to SVG) and
// OwnershipDiagram (boxes in rows and the references between them). Both draw with the
// SVGCanvas below: whole-pixel coordinates, one fixed font and widths computed from text
// lengths, so the same input always gives the same bytes and a checked-in picture can be
// compared with a fresh one. Every text goes through SVGText.escaped, as names come from
// fixtures, the store and what the user typed.
import TextUI

/// The few shapes the kit's diagrams are drawn with, written in a fixed form.
///
/// Coordinates are whole pixels and attributes always come in the same order, so one input
/// gives one byte sequence: no timestamps, no random identifiers, no floating-point noise.
struct SVGCanvas {
  /// How a text is anchored at its `x`.
  enum Anchor: String {
    case start, middle, end
  }

  private(set) var elements: [String] = []

  mutating func rect(x: Int, y: Int, width: Int, height: Int, class name: String, radius: Int = 0) {
    let corner = radius > 0 ? " rx=\"\(radius)\"" : ""
    elements.append(
      "<rect class=\"\(name)\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"\(corner)/>")
  }

  /// A straight line; `arrow` names the marker drawn at its end, if any.
  mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), class name: String, arrow: String? = nil) {
    let marker = arrow.map { " marker-end=\"url(#\($0))\"" } ?? ""
    elements.append(
      "<line class=\"\(name)\" x1=\"\(start.x)\" y1=\"\(start.y)\" x2=\"\(end.x)\" y2=\"\(end.y)\"\(marker)/>")
  }

  /// A polyline through `points`; `arrow` names the marker drawn at its end, if any.
  mutating func polyline(_ points: [(x: Int, y: Int)], class name: String, arrow: String? = nil) {
    let marker = arrow.map { " marker-end=\"url(#\($0))\"" } ?? ""
    let list = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
    elements.append("<polyline class=\"\(name)\" points=\"\(list)\"\(marker)/>")
  }

  /// One line of text, escaped; `y` is its baseline.
  mutating func text(_ text: String, x: Int, y: Int, class name: String, anchor: Anchor = .start) {
    let anchored = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
    elements.append("<text class=\"\(name)\" x=\"\(x)\" y=\"\(y)\"\(anchored)>\(SVGText.escaped(text))</text>")
  }

  /// Draws everything of `other` on top of what is drawn so far.
  mutating func append(_ other: SVGCanvas) {
    elements += other.elements
  }

  /// The whole document: a white page of `width` × `height`, the styles and markers, then the
  /// shapes in the order they were drawn (later ones on top).
  ///
  /// - Parameters:
  ///   - title: the document's accessible name (`<title>`), escaped.
  ///   - style: CSS rules for the classes the shapes use.
  ///   - markers: arrowhead definitions, `<marker …>` elements.
  func document(width: Int, height: Int, title: String, style: [String], markers: [String]) -> String {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\">",
      "<title>\(SVGText.escaped(title))</title>",
      "<style>",
    ]
    lines += style.map { "  " + $0 }
    lines += ["</style>", "<defs>"] + markers.map { "  " + $0 } + ["</defs>"]
    lines.append("<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>")
    lines += elements
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Text as an SVG document can hold it, and how wide it is drawn.
enum SVGText {
  /// The fonts every diagram uses: monospaced, so widths follow from character counts.
  static let fontFamily = "SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

  /// `text` as a diagram shows it: every control character (C0, DEL, C1) as a Swift escape,
  /// as the terminal shows it (`\u{1B}`), since XML 1.0 cannot hold most of them even as
  /// references; the two non-characters XML forbids (U+FFFE, U+FFFF) likewise.
  static func displayed(_ text: String) -> String {
    let visible = TerminalText.escaped(text)
    guard visible.unicodeScalars.contains(where: isNonCharacter) else { return visible }
    var result = ""
    for scalar in visible.unicodeScalars {
      if isNonCharacter(scalar) {
        result += #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` safe inside an element or an attribute value: ``displayed(_:)``, then `&`, `<`,
  /// `>`, `"` and `'` as entities.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in displayed(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The width in pixels of `text` drawn in the diagrams' font at `size` pixels, rounded up.
  ///
  /// A monospaced character is about 0.6 em wide; wide characters (CJK, emoji) count two, as
  /// in the terminal.
  static func width(_ text: String, size: Int) -> Int {
    (TerminalText.width(displayed(text)) * size * 62 + 99) / 100
  }

  private static func isNonCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }
}
