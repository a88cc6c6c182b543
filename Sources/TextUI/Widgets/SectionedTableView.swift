/// A list in titled sections, e.g. the upcoming to-dos grouped by day.
package struct SectionedTableView: Hashable, Sendable {
  /// One titled section of rows.
  package struct Section: Hashable, Sendable {
    /// The section's title, e.g. `Tomorrow`.
    package var header: String
    /// The rows under the header.
    package var rows: [Row]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - header: the section's title.
    ///   - rows: the rows under it.
    package init(header: String, rows: [Row]) {
      self.header = header
      self.rows = rows
    }
  }

  /// The sections, in the order shown.
  package var sections: [Section]
  /// What the table says when it has no sections.
  package var emptyMessage: String

  /// Creates a sectioned list.
  ///
  /// - Parameters:
  ///   - sections: the sections, in the order shown.
  ///   - emptyMessage: what the list says when there are no sections.
  package init(sections: [Section], emptyMessage: String) {
    self.sections = sections
    self.emptyMessage = emptyMessage
  }

  /// Every row, in the order shown: the numbers `select <n>` takes count across the sections.
  package var rows: [Row] { sections.flatMap(\.rows) }

  /// The list as lines: each header, then its rows, indented and numbered on from the section
  /// before, as `select <n>` counts them.
  ///
  /// Numbers line up across every section, as wide as the last one, and so do details, in a
  /// column as wide as the longest title that has a detail beside it.
  package var lines: [String] {
    guard !sections.isEmpty else { return [emptyMessage] }
    let width =
      sections.lazy.flatMap(\.rows).filter { !$0.detail.isEmpty }.map { TerminalText.width($0.title) }.max() ?? 0
    let numberWidth = String(rows.count).count
    var lines: [String] = []
    var next = 1
    for section in sections {
      lines.append(section.header)
      lines += TableView.lines(
        for: section.rows, numbered: true, titleWidth: width, firstNumber: next, numberWidth: numberWidth
      ).map { "  " + $0 }
      next += section.rows.count
    }
    return lines
  }
}
