// MVVM · drivers — fetch once, filter as the user types.
//
// Start with DriversViewModel: it keeps Domain's DriverSearch (the fetched drivers and the rules
// for what a search shows) and, on `searchTextChanged`, asks it for the outcome, then states the
// row count, the empty state that names the query, or keeps the error of a failed load.
// DriversView binds to `searchText`, `rowCount`, `isLoading`, `emptyMessage` and `errorAlert`,
// and, as its table's data source, asks `rows(in:)` for the rows in view only: the view model
// formats a row when it is asked. The view never sees a `Driver`.
import Domain

/// One formatted row of the drivers list.
struct DriverRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the drivers view tells its view model: past-tense events.
@MainActor
protocol DriversViewModelInputs: AnyObject {
  /// The screen appeared: the drivers load, in a task the view model keeps.
  func viewDidLoad()
  /// The search text changed; filters the drivers already fetched.
  func searchTextChanged(_ text: String)
  /// The search was cleared; shows every driver.
  func searchCleared()
  /// The user asked for the drivers again: a load still out is cancelled for a new one, shown
  /// still filtered.
  func refreshRequested()
}

/// What the drivers view shows: observable, formatted view facts.
@MainActor
protocol DriversViewModelOutputs: AnyObject {
  /// The search text, trimmed.
  var searchText: String { get }
  /// How many rows the list shows; none while loading, empty or failed.
  var rowCount: Int { get }
  /// The rows at `range`, formatted when the view asks for them: those in view.
  ///
  /// - Parameter range: 0-based positions, within `0..<rowCount`.
  func rows(in range: Range<Int>) -> [DriverRowViewData]
  var isLoading: Bool { get }
  var emptyMessage: String? { get }
  var errorAlert: AlertViewData? { get }
}

/// A drivers view model, seen through its two faces.
@MainActor
protocol DriversViewModelType: AnyObject {
  var inputs: any DriversViewModelInputs { get }
  var outputs: any DriversViewModelOutputs { get }
}
