/// A list in titled sections, e.g. the upcoming to-dos grouped by day: what a screen hands its
/// ``ListPanel`` to show in a ``TableView``, which heads each section as it draws.
package enum SectionedTableView {
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

  /// Every row of `sections`, in the order shown, each knowing its section's title: the numbers
  /// `select <n>` takes count across the sections. A section without rows shows nothing.
  ///
  /// - Parameter sections: the sections, in order.
  /// - Returns: the rows, in order.
  package static func rows(of sections: [Section]) -> [Row] {
    sections.flatMap { section in
      section.rows.map { Row(title: $0.title, detail: $0.detail, section: section.header) }
    }
  }
}
