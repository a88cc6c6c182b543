// MVP · drivers — fetch once, filter as the user types.
//
// Start with DriversPresenter: it keeps the fetched drivers in Domain's DriverSearch, asks it
// what a query shows (matches, an empty state, or the error of a failed load kept up), and
// formats rows. The search rules live in Domain, not here; where they are called from is what
// MVP teaches. DriversScreen forwards search text and shows what it is told; `--trace` reports
// each presenter call at the start of the view method that receives it.

/// One formatted row of the drivers list.
struct DriverRowViewData: Equatable, Sendable {
  var name: String
  var detail: String
}

/// What the drivers presenter can tell its view.
@MainActor
protocol DriversView: SearchableListView {
  func show(drivers: [DriverRowViewData])
}
