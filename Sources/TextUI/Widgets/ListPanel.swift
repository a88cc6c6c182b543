/// The body of a list screen: an optional search field, a notice, an alert and a table.
///
/// It carries the one rule every list screen shares: an alert stays until the screen shows new
/// content (loading, rows or an empty state), which dismisses it, as tapping OK would.
public struct ListPanel: Hashable, Sendable {
  /// The search field, for screens that have one.
  public var searchField: SearchField?
  /// A one-line notice above the list, e.g. that the data is offline.
  public var notice: Banner?
  public private(set) var alert: Alert?
  public private(set) var table = TableView()
  /// The rows in titled sections, when the list shows sections instead of a plain table.
  public private(set) var sections: SectionedTableView?

  /// - Parameter searchable: whether the screen shows a search field.
  public init(searchable: Bool = false) {
    searchField = searchable ? SearchField() : nil
  }

  /// The rows on screen, for `select <n>`.
  public var rows: [Row] { table.rows }

  public mutating func showLoading() {
    show(.loading)
  }

  public mutating func show(rows: [Row]) {
    show(.rows(rows))
  }

  /// Shows rows grouped under titled sections, e.g. to-dos by day.
  public mutating func show(sections: [SectionedTableView.Section]) {
    show(.rows([]))
    self.sections = SectionedTableView(sections: sections, emptyMessage: "")
  }

  public mutating func showEmptyState(_ message: String) {
    show(.empty(message))
  }

  /// Shows an alert in place of the list.
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

  public var lines: [String] {
    Layout.stack(
      searchField?.lines ?? [], notice?.lines ?? [], alert?.lines ?? [], sections?.lines ?? table.lines)
  }
}
