/// One row of a list: a title and an optional detail shown beside it.
public struct Row: Hashable, Sendable {
  public var title: String
  public var detail: String

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
  public enum Content: Hashable, Sendable {
    case loading
    case rows([Row])
    /// No rows, with a message saying why; not an error.
    case empty(String)
  }

  public var content: Content

  public init(content: Content = .loading) {
    self.content = content
  }

  /// The rows shown, or none while loading or empty.
  public var rows: [Row] {
    if case .rows(let rows) = content { return rows }
    return []
  }

  /// The row `select <number>` picks.
  ///
  /// - Returns: the 0-based index of the row.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  public func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    guard (1...max(rows.count, 1)).contains(number), !rows.isEmpty else {
      throw .noSuchRow(number, rowCount: rows.count)
    }
    return number - 1
  }

  public var lines: [String] {
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
  ///   - numbered: whether each row starts with its number (`1. `) rather than an indent.
  ///   - titleWidth: the width of the title column; by default the longest title's.
  public static func lines(for rows: [Row], numbered: Bool, titleWidth: Int? = nil) -> [String] {
    let titleWidth = titleWidth ?? rows.lazy.map { TerminalText.width($0.title) }.max() ?? 0
    let numberWidth = String(rows.count).count
    return rows.enumerated().map { offset, row in
      let number = String(offset + 1)
      let prefix =
        numbered ? String(repeating: " ", count: numberWidth - number.count) + number + ". " : "  "
      guard !row.detail.isEmpty else { return prefix + row.title }
      return prefix + TerminalText.padded(row.title, to: titleWidth) + "  " + row.detail
    }
  }
}
