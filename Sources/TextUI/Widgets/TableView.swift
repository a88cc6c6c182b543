/// One row of a list: a title and an optional detail shown beside it.
public struct Row: Hashable, Sendable {
  /// The row's main text, e.g. a driver's name.
  package var title: String
  /// The text beside the title, e.g. `#44 · Mercedes`; empty for none.
  package var detail: String

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: the row's main text.
  ///   - detail: the text beside it; none by default.
  public init(title: String, detail: String = "") {
    self.title = title
    self.detail = detail
  }
}

/// A list of rows with a loading and an empty state: the text-mode `UITableView`.
///
/// Rows are numbered from 1 (the number `select <n>` takes), and details line up in a column
/// as wide as the longest title, so the layout depends on the content alone.
public struct TableView: Hashable, Sendable {
  /// What the table shows.
  package enum Content: Hashable, Sendable {
    /// A request is running: the table shows the loading indicator.
    case loading
    /// These rows, in order; an empty array shows nothing.
    case rows([Row])
    /// No rows, with a message saying why; not an error.
    case empty(String)
  }

  /// What the table shows now.
  package var content: Content

  /// Creates a table.
  ///
  /// - Parameter content: what it shows first; loading by default, as a screen starts.
  package init(content: Content = .loading) {
    self.content = content
  }

  /// The rows shown, or none while loading or empty.
  package var rows: [Row] {
    if case .rows(let rows) = content { return rows }
    return []
  }

  /// The row `select <number>` picks.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the 0-based index of the row.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  public func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try Self.index(ofRowNumber: number, amongRows: rows.count)
  }

  /// The 0-based index of row `number` in a list of `count` rows, numbered from 1.
  ///
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  package static func index(ofRowNumber number: Int, amongRows count: Int) throws(ActionRejection) -> Int {
    guard count > 0, (1...count).contains(number) else { throw .noSuchRow(number, rowCount: count) }
    return number - 1
  }

  /// The table as lines: the loading indicator, the empty state's message, or the numbered rows.
  package var lines: [String] {
    switch content {
    case .loading: return LoadingIndicator.lines
    case .empty(let message): return [message]
    case .rows(let rows): return Self.lines(for: rows, numbered: true)
    }
  }

  /// Rows laid out in two columns, numbered or indented.
  ///
  /// Widths are display widths (``TerminalText/width(_:)``): a wide character takes two columns.
  ///
  /// - Parameters:
  ///   - rows: the rows, in order.
  ///   - numbered: number the rows (`select <n>` takes the number), or indent them.
  ///   - titleWidth: the width of the title column; by default the longest title's.
  ///   - firstNumber: the first row's number: 1, or where an earlier section's rows end.
  ///   - numberWidth: the width numbers are right-aligned to; by default the last number's.
  /// - Returns: one line per row.
  package static func lines(
    for rows: [Row], numbered: Bool, titleWidth: Int? = nil, firstNumber: Int = 1, numberWidth: Int? = nil
  ) -> [String] {
    let titleWidth = titleWidth ?? rows.lazy.map { TerminalText.width($0.title) }.max() ?? 0
    let numberWidth = numberWidth ?? String(firstNumber + rows.count - 1).count
    return rows.enumerated().map { offset, row in
      let number = String(firstNumber + offset)
      let prefix =
        numbered ? String(repeating: " ", count: numberWidth - number.count) + number + ". " : "  "
      guard !row.detail.isEmpty else { return prefix + row.title }
      return prefix + TerminalText.padded(row.title, to: titleWidth) + "  " + row.detail
    }
  }
}
