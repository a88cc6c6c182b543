// VIPER · shared — what every list module's presenter tells its view, declared once.
//
// Users, drivers, news and melodies show rows; every list shows loading, an empty state and
// an error alert. Each module's view interface refines ListViewInterface (or its searchable
// kind) and adds only what is its own; ListPanelView draws and traces these methods once for
// every list view. This file knows no TextUI: presenters see only these protocols.

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
