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

  /// - Parameter searchable: whether the screen shows a search field.
  public init(searchable: Bool = false) {
    searchField = searchable ? SearchField() : nil
  }

  /// The rows on screen, for `select <n>`.
  public var rows: [Row] { table.rows }

  public mutating func showLoading() {
    alert = nil
    table.content = .loading
  }

  public mutating func show(rows: [Row]) {
    alert = nil
    table.content = .rows(rows)
  }

  public mutating func showEmptyState(_ message: String) {
    alert = nil
    table.content = .empty(message)
  }

  /// Shows an alert in place of the list.
  public mutating func showAlert(title: String, message: String) {
    alert = Alert(title: title, message: message)
    table.content = .rows([])
  }

  public var lines: [String] {
    Layout.stack(searchField?.lines ?? [], notice?.lines ?? [], alert?.lines ?? [], table.lines)
  }
}
