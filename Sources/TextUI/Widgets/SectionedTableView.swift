/// A list in titled sections, e.g. the upcoming to-dos grouped by day.
public struct SectionedTableView: Hashable, Sendable {
  /// One titled section of rows.
  public struct Section: Hashable, Sendable {
    public var header: String
    public var rows: [Row]

    public init(header: String, rows: [Row]) {
      self.header = header
      self.rows = rows
    }
  }

  public var sections: [Section]
  /// What the table says when it has no sections.
  public var emptyMessage: String

  public init(sections: [Section], emptyMessage: String) {
    self.sections = sections
    self.emptyMessage = emptyMessage
  }

  public var lines: [String] {
    guard !sections.isEmpty else { return [emptyMessage] }
    let width =
      sections.lazy.flatMap(\.rows).filter { !$0.detail.isEmpty }.map { TerminalText.width($0.title) }.max() ?? 0
    return sections.flatMap { section in
      [section.header] + TableView.lines(for: section.rows, numbered: false, titleWidth: width)
    }
  }
}
