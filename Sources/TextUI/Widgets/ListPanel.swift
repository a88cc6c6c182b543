/// The body of a list screen: an optional search field, a notice, an alert and a table.
///
/// It carries the one rule every list screen shares: an alert stays until the screen shows new
/// content (loading, rows or an empty state), which dismisses it, as tapping OK would.
public struct ListPanel: Hashable, Sendable {
  /// The search field, for screens that have one.
  public var searchField: SearchField?
  /// A one-line notice above the list, e.g. that the data is offline.
  package var notice: Banner?
  /// The alert on screen, if any; new content dismisses it.
  package private(set) var alert: Alert?
  /// The plain table, showing loading, rows or an empty state.
  public private(set) var table = TableView()
  /// The rows in titled sections, when the list shows sections instead of a plain table.
  package private(set) var sections: SectionedTableView?

  /// Creates a panel that shows the loading state, with no alert.
  ///
  /// - Parameter searchable: whether the screen shows a search field.
  public init(searchable: Bool = false) {
    searchField = searchable ? SearchField() : nil
  }

  /// The rows on screen, for `select <n>`: the table's, or every section's in the order shown.
  package var rows: [Row] { sections?.rows ?? table.rows }

  /// The row `select <number>` picks, in the table or across the sections.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the row's 0-based index in ``rows``.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when the list has no such row.
  package func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try TableView.index(ofRowNumber: number, amongRows: rows.count)
  }

  /// Shows the loading indicator; an alert on screen goes.
  public mutating func showLoading() {
    show(.loading)
  }

  /// Shows `rows` in the table; an alert on screen goes.
  ///
  /// - Parameter rows: the rows, numbered from 1 on screen.
  public mutating func show(rows: [Row]) {
    show(.rows(rows))
  }

  /// Shows rows grouped under titled sections, e.g. to-dos by day; an alert on screen goes.
  ///
  /// - Parameter sections: the sections, in the order shown; their rows are numbered across
  ///   the sections, so `select <n>` picks a row as in a plain list.
  package mutating func show(sections: [SectionedTableView.Section]) {
    show(.rows([]))
    self.sections = SectionedTableView(sections: sections, emptyMessage: "")
  }

  /// Shows `message` in place of rows; an alert on screen goes.
  ///
  /// An empty state is content, not an error: a search with no match or a list with nothing in it.
  ///
  /// - Parameter message: what the list says, e.g. `No drivers match "ham".`.
  public mutating func showEmptyState(_ message: String) {
    show(.empty(message))
  }

  /// Shows an alert in place of the list.
  ///
  /// The alert stays until the panel is given new content (``showLoading()``,
  /// ``show(rows:)``, ``show(sections:)`` or ``showEmptyState(_:)``), as an alert on a phone
  /// stays until the user taps OK.
  ///
  /// - Parameters:
  ///   - title: the alert's title, e.g. `Error`.
  ///   - message: the sentence under it.
  public mutating func showAlert(title: String, message: String) {
    alert = Alert(title: title, message: message)
    sections = nil
    table.content = .rows([])
  }

  /// New content: the alert goes, as tapping OK would.
  private mutating func show(_ content: TableView.Content) {
    alert = nil
    sections = nil
    table.content = content
  }

  /// The panel's body: the search field, the notice, the alert and the list, in that order,
  /// with a blank line between the parts that show.
  public var lines: [String] {
    Layout.stack(
      searchField?.lines ?? [], notice?.lines ?? [], alert?.lines ?? [], sections?.lines ?? table.lines)
  }
}
