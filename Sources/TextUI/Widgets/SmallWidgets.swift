/// The spinner: what every screen shows while a service request runs.
package enum LoadingIndicator {
  /// The indicator's one line.
  package static let lines = ["Loading…"]
}

/// A search bar showing the current query.
public struct SearchField: Hashable, Sendable {
  /// The query typed so far.
  public var text: String

  /// Creates a search field.
  ///
  /// - Parameter text: the query it shows; empty by default.
  package init(text: String = "") {
    self.text = text
  }

  /// The field as one line: `Search: "ham"`, or `Search: (empty)`.
  package var lines: [String] {
    [text.isEmpty ? "Search: (empty)" : "Search: \"\(text)\""]
  }
}

/// An alert over the screen: the text-mode `UIAlertController`.
package struct Alert: Hashable, Sendable {
  /// The alert's title, e.g. `Error`.
  package var title: String
  /// The sentence under the title, e.g. what went wrong.
  package var message: String

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: the alert's title.
  ///   - message: the sentence under it.
  package init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  /// The alert as two lines: `[!]` and the title, then the message, indented.
  package var lines: [String] {
    ["[!] \(title)", "    \(message)"]
  }
}

/// A one-line notice across the top of a screen, e.g. that the data is offline.
package struct Banner: Hashable, Sendable {
  /// The notice, e.g. `Offline — showing saved melodies`.
  package var text: String

  /// Creates a banner.
  ///
  /// - Parameter text: the notice.
  package init(_ text: String) {
    self.text = text
  }

  /// The banner as one line, in parentheses.
  package var lines: [String] { ["(\(text))"] }
}

/// The line under a form saying why it was not saved, e.g. `! Enter a name.`; no line when
/// there is no problem.
public struct ProblemLine: Hashable, Sendable {
  /// Why the form was not saved, or `nil`.
  package var problem: String?

  /// Creates the problem line of a form.
  ///
  /// - Parameter problem: why the form was not saved, or `nil` for none.
  public init(_ problem: String?) {
    self.problem = problem
  }

  /// One line, `! ` and the problem, or none.
  public var lines: [String] {
    problem.map { ["! \($0)"] } ?? []
  }
}

/// Labelled values, one a line, with the labels in a column: form fields and detail pages.
public struct LabeledFields: Hashable, Sendable {
  /// One label and its value.
  package struct Field: Hashable, Sendable {
    /// The label, e.g. `Due`.
    package var label: String
    /// The value beside it; empty for none.
    package var value: String
  }

  /// The fields, in the order shown.
  package var fields: [Field]

  /// Creates labelled fields.
  ///
  /// - Parameter fields: each label and its value, in the order shown.
  public init(_ fields: [(label: String, value: String)]) {
    self.fields = fields.map { Field(label: $0.label, value: $0.value) }
  }

  /// One line per field, `Label: value`, with the values in a column after the longest label.
  ///
  /// A field with an empty value shows its label alone. A value too long for the body's width
  /// (``Layout/bodyWidth``) wraps at words, its lines after the first starting in the values'
  /// column.
  public var lines: [String] {
    let width = fields.map { TerminalText.width($0.label) }.max() ?? 0
    return fields.flatMap { field in
      let line = TerminalText.padded("\(field.label):", to: width + 1) + " \(field.value)"
      return field.value.isEmpty
        ? ["\(field.label):"] : TerminalText.wrapped(line, toWidth: Layout.bodyWidth, indent: width + 2)
    }
  }

  /// The fields, then each paragraph wrapped to the body's width, a blank line between them: a
  /// reading screen such as an article's detail.
  ///
  /// - Parameter paragraphs: the text under the fields, one entry a paragraph.
  /// - Returns: the lines to draw.
  package func lines(followedBy paragraphs: [String]) -> [String] {
    Layout.stack([lines] + paragraphs.map { [$0] })
  }
}

/// Lays blocks of lines out one under the other, a blank line between non-empty blocks.
public enum Layout {
  /// How wide a frame is when nothing says otherwise (`--columns`, a terminal): wide enough
  /// that every bundled fixture's lines fit as they are.
  package static let defaultColumns = 100

  /// The columns a screen's body may take: the window's width less the frame's `│ ` border.
  ///
  /// The window sets it while it draws a frame; widgets that fit their text to the width read
  /// it (a table cuts its cells, labelled fields wrap their values), and the window wraps at
  /// words any other line still wider.
  @TaskLocal package static var bodyWidth = defaultColumns - 2

  /// Stacks `blocks` in order, a blank line between non-empty ones; empty blocks take no space.
  ///
  /// - Parameter blocks: the blocks, e.g. a search field's lines and a table's.
  /// - Returns: the lines of every non-empty block.
  public static func stack(_ blocks: [String]...) -> [String] {
    stack(blocks)
  }

  /// Stacks an array of blocks in order, a blank line between non-empty ones.
  ///
  /// - Parameter blocks: the blocks, in order.
  /// - Returns: the lines of every non-empty block.
  package static func stack(_ blocks: [[String]]) -> [String] {
    var lines: [String] = []
    for block in blocks { stack(block, onto: &lines) }
    return lines
  }

  /// Stacks `block` onto `lines` by the same rule: a blank line between them when both hold
  /// lines, nothing for an empty block. A widget that stacks its parts appends them in place.
  ///
  /// - Parameters:
  ///   - block: the next block, e.g. a table's lines.
  ///   - lines: the lines stacked so far.
  package static func stack(_ block: [String], onto lines: inout [String]) {
    guard !block.isEmpty else { return }
    if !lines.isEmpty { lines.append("") }
    lines += block
  }
}
