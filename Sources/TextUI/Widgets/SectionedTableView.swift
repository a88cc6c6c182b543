/// A list in titled sections, e.g. the upcoming to-dos grouped by day.
public struct SectionedTableView: Hashable, Sendable {
  /// One titled section of rows.
  public struct Section: Hashable, Sendable {
    /// The section's title, e.g. `Tomorrow`.
    public var header: String
    /// The rows under the header.
    public var rows: [Row]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - header: the section's title.
    ///   - rows: the rows under it.
    public init(header: String, rows: [Row]) {
      self.header = header
      self.rows = rows
    }
  }

  /// The sections, in the order shown.
  public var sections: [Section]
  /// What the table says when it has no sections.
  public var emptyMessage: String

  /// Creates a sectioned list.
  ///
  /// - Parameters:
  ///   - sections: the sections, in the order shown.
  ///   - emptyMessage: what the list says when there are no sections.
  public init(sections: [Section], emptyMessage: String) {
    self.sections = sections
    self.emptyMessage = emptyMessage
  }

  /// The list as lines: each header, then its rows, indented and not numbered.
  ///
  /// Details line up in one column across every section, as wide as the longest title that has a
  /// detail beside it.
  public var lines: [String] {
    guard !sections.isEmpty else { return [emptyMessage] }
    let width =
      sections.lazy.flatMap(\.rows).filter { !$0.detail.isEmpty }.map { TerminalText.width($0.title) }.max() ?? 0
    return sections.flatMap { section in
      [section.header] + TableView.lines(for: section.rows, numbered: false, titleWidth: width)
    }
  }
}
