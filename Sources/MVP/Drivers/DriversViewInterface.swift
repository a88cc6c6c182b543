// MVP · drivers — fetch once, filter as the user types.
//
// Start with DriversPresenter: it keeps the fetched drivers in Domain's DriverSearch, asks it
// what a query shows (matches, an empty state, or the error of a failed load kept up), and
// formats the rows the view asks for: the presenter is the list's data source, as in UIKit MVP
// (`numberOfRows`, `rows(in:)`), so a million matches cost the rows on screen. The search rules
// live in Domain, not here; where they are called from is what MVP teaches. DriversView
// forwards search text, shows what it is told and forwards the table's questions; `--trace`
// reports each presenter call at the start of the view method that receives it, and each
// question where the screen asks it.

/// One formatted row of the drivers list.
struct DriverRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the drivers presenter can tell its view.
@MainActor
protocol DriversViewInterface: SearchableListViewInterface {
  /// Shows the presenter's rows anew: the view asks ``DriversPresenter/numberOfRows`` and
  /// ``DriversPresenter/rows(in:)`` for those in view.
  func reloadRows()
}
