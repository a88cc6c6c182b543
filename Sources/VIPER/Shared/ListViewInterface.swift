// VIPER · shared — what every list module's presenter tells its view, declared once.
//
// Users, drivers, news and melodies show rows; every list shows loading, an empty state and
// an error alert. Each module's view interface refines ListViewInterface (or its searchable
// kind) and adds only what is its own; ListPanelView draws and traces these methods once for
// every list view. A presenter that is its list's data source (ListRowSource) formats a row
// only when the view asks for it. This file knows no TextUI: presenters see only these protocols.

/// One formatted row of a list: the view shows strings, never an entity.
struct ListRowDisplayItem: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What a list presenter tells its view, whatever the list (presenter → view).
@MainActor
protocol ListViewInterface: AnyObject {
  func showLoading()
  func show(rows: [ListRowDisplayItem])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}

/// A list with a search field: the presenter also says what the field shows.
@MainActor
protocol SearchableListViewInterface: ListViewInterface {
  func showSearchText(_ text: String)
}

/// A list presenter that is its view's data source (view → presenter): the view asks it how
/// many rows there are and for each row in view, as a `UITableViewDataSource` is asked, so the
/// presenter formats only the rows on screen.
@MainActor
protocol ListRowSource: AnyObject {
  /// How many rows the list shows.
  var numberOfRows: Int { get }
  /// The rows at `range`, formatted when the view asks for them: those in view.
  ///
  /// - Parameter range: 0-based positions, within `0..<numberOfRows`.
  func rows(in range: Range<Int>) -> [ListRowDisplayItem]
}

/// A list view whose rows come from its presenter, a ``ListRowSource`` (presenter → view).
@MainActor
protocol RowSourceListViewInterface: SearchableListViewInterface {
  /// Shows the presenter's rows anew: the view asks it for the count and the rows in view.
  func reloadRows()
}
