/// The text a screen shows at one moment: a title and body lines.
///
/// Frames are compared byte for byte by the parity suite, so their text never depends on the
/// terminal: widths come from the content alone.
public struct Frame: Hashable, Sendable {
  /// The screen's title, shown in the frame's header, e.g. `Drivers`.
  package var title: String
  /// The body, one string a line, as the screen's widgets laid it out.
  public var lines: [String]

  /// Creates a frame from a title and body lines.
  ///
  /// - Parameters:
  ///   - title: the title for the header.
  ///   - lines: the body lines.
  package init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }

  /// The frame as printed: a header with the title, the body, and a closing rule.
  ///
  /// Trailing spaces are dropped from every line, so a field holding only spaces shows empty.
  /// The title and lines are untrusted text: control characters in them are shown escaped
  /// (``TerminalText/escaped(_:)``), so data can neither move the cursor nor forge a border.
  ///
  /// - Parameter colored: make the title bold with ANSI escapes (only for terminals).
  /// - Returns: the frame's text, ending with a line break.
  package func rendered(colored: Bool = false) -> String {
    let title = TerminalText.escaped(title)
    let heading = colored ? "\u{1B}[1m\(title)\u{1B}[0m" : title
    var text = "┌─ \(heading)\n"
    for line in lines {
      var visible = Substring(TerminalText.escaped(line))
      while visible.last == " " { visible.removeLast() }
      text += visible.isEmpty ? "│\n" : "│ \(visible)\n"
    }
    text += "└─\n"
    return text
  }
}
