// VIPER · drivers — fetch once, filter as the user types, in the interactor.
//
// Start with DriversInteractor: the use case keeps the fetched drivers in Domain's DriverSearch
// and the current query, and reports DriverSearch's outcome for it; a search never asks the
// service again. DriversPresenter only turns the outcome into rows, an empty state naming the
// query, or nothing new after a failed load (the alert stays); it keeps the matches and is the
// list's data source, formatting only the rows the view asks for. DriversRouter.assembleModule
// wires the module; the protocols below are its seams. In `--trace`, what the interactor and
// the presenter call on each other is reported by the decorators assembleModule wires between
// them (Tracing/DriversModule+Trace.swift), so neither mentions tracing.
import Domain

/// What the presenter tells the view (presenter → view): a searchable list.
@MainActor
protocol DriversViewInterface: RowSourceListViewInterface {}

/// What the view tells and asks the presenter (view → presenter).
@MainActor
protocol DriversPresenterInterface: ListRowSource {
  func viewDidLoad()
  func refreshRequested()
  func searchTextChanged(_ text: String)
  func searchCleared()
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
protocol DriversInteractorInput: AnyObject {
  /// Fetches the drivers and reports what the current query finds among them.
  func fetchDrivers()
  /// Keeps `query` and reports what it finds among the fetched drivers, without a new request.
  func filterDrivers(by query: SearchQuery)
}

/// What the use case reports back (interactor → presenter).
@MainActor
protocol DriversInteractorOutput: AnyObject {
  /// What the current query finds: matches in fixture order, an empty state, or nothing to
  /// filter because the last fetch failed.
  func didFind(_ outcome: DriverSearch.Outcome)
  func didFailToFetchDrivers(with error: ServiceError)
}

/// Where the drivers module can go (presenter → router): nowhere yet.
@MainActor
protocol DriversRouterInterface: AnyObject {}
