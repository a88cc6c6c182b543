import TextUI

/// The drivers screen's view: a search field, an alert when there is one, and a table.
///
/// It knows nothing of drivers or services: ``DriversViewController`` sets the search text,
/// fills the table and sets the alert; the view lays them out with TextUI widgets.
@MainActor
public final class DriversTextView {
  /// The search bar, showing the query the list is filtered by.
  public var searchField = SearchField()
  /// The list of drivers, its loading state and its empty state.
  public var table = TableView()
  /// The error alert over the list, or `nil`.
  public var alert: Alert?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(searchField.lines, alert?.lines ?? [], table.lines)
  }
}
