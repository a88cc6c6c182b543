/// The body of a list screen: an optional search field, a notice, an alert and a table.
///
/// It carries the one rule every list screen shares: an alert stays until the screen shows new
/// content (loading, rows or an empty state), which dismisses it, as tapping OK would.
@MainActor
public struct ListPanel: Sendable {
  /// The search field, for screens that have one.
  public var searchField: SearchField?
  /// A one-line notice above the list, e.g. that the data is offline.
  package var notice: Banner?
  /// The alert on screen, if any; new content dismisses it.
  package private(set) var alert: Alert?
  /// The table, showing loading, rows (plain or in sections) or an empty state. It is a
  /// reference, as a `UITableView` is: the screen that shows the panel scrolls it.
  public let table: TableView

  /// Creates a panel that shows the loading state, with no alert.
  ///
  /// - Parameter searchable: whether the screen shows a search field.
  public init(searchable: Bool = false) {
    self.init(searchable: searchable, table: TableView())
  }

  /// Creates a panel over a table the screen keeps: a screen that builds its panel again on
  /// each draw (an MVVM view) passes the same table each time, so where it is scrolled to stays.
  ///
  /// - Parameters:
  ///   - searchable: whether the screen shows a search field.
  ///   - table: the table to show the list in.
  package init(searchable: Bool = false, table: TableView) {
    searchField = searchable ? SearchField() : nil
    self.table = table
  }

  /// The row `select <number>` picks, in the table, across its sections.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the row's 0-based index in the whole list.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when the list has no such row.
  package func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try table.index(ofRowNumber: number)
  }

  /// Shows the loading indicator; an alert on screen goes.
  public mutating func showLoading() {
    alert = nil
    table.showLoading()
  }

  /// Shows `rows` in the table; an alert on screen goes.
  ///
  /// - Parameter rows: the rows, numbered from 1 on screen.
  public mutating func show(rows: [Row]) {
    alert = nil
    table.show(rows: rows)
  }

  /// Shows the rows of the table's data source, asking it again; an alert on screen goes.
  package mutating func reloadRows() {
    alert = nil
    table.reloadData()
  }

  /// Shows rows grouped under titled sections, e.g. to-dos by day; an alert on screen goes.
  ///
  /// - Parameter sections: the sections, in the order shown; their rows are numbered across
  ///   the sections, so `select <n>` picks a row as in a plain list.
  package mutating func show(sections: [SectionedTableView.Section]) {
    show(rows: SectionedTableView.rows(of: sections))
  }

  /// Shows `message` in place of rows; an alert on screen goes.
  ///
  /// An empty state is content, not an error: a search with no match or a list with nothing in it.
  ///
  /// - Parameter message: what the list says, e.g. `No drivers match "ham".`.
  public mutating func showEmptyState(_ message: String) {
    alert = nil
    table.showEmptyState(message)
  }

  /// Shows an alert in place of the list.
  ///
  /// The alert stays until the panel is given new content (``showLoading()``,
  /// ``show(rows:)``, ``show(sections:)``, ``reloadRows()`` or ``showEmptyState(_:)``), as an
  /// alert on a phone stays until the user taps OK.
  ///
  /// - Parameters:
  ///   - title: the alert's title, e.g. `Error`.
  ///   - message: the sentence under it.
  public mutating func showAlert(title: String, message: String) {
    alert = Alert(title: title, message: message)
    table.showNothing()
  }

  /// The panel's body: the search field, the notice, the alert and the list, in that order,
  /// with a blank line between the parts that show.
  public var lines: [String] {
    var lines: [String] = []
    if let searchField { Layout.stack(searchField.lines, onto: &lines) }
    if let notice { Layout.stack(notice.lines, onto: &lines) }
    if let alert { Layout.stack(alert.lines, onto: &lines) }
    Layout.stack(table.lines, onto: &lines)
    return lines
  }
}
