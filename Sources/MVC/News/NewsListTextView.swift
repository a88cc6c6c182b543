import TextUI

/// The news list's view: a search field, an alert when there is one, and a table.
///
/// It knows nothing of articles or services: ``NewsListViewController`` sets the search text,
/// fills the table and sets the alert; the view lays them out with TextUI widgets.
@MainActor
public final class NewsListTextView {
  /// The search bar, showing the query the service was asked.
  public var searchField = SearchField()
  /// The list of articles, its loading state and its empty state; `select <n>` picks from it.
  public var table = TableView()
  /// The error alert over the list, or `nil`.
  public var alert: Alert?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(searchField.lines, alert?.lines ?? [], table.lines)
  }
}
