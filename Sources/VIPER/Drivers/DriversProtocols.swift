// VIPER · drivers — fetch once, filter as the user types, in the interactor.
//
// Start with DriversInteractor: the use case keeps the fetched drivers and the current query and
// asks Domain's SearchQuery which drivers match; a search never asks the service again.
// DriversPresenter only formats what the interactor found (rows, or an empty state naming the
// query). DriversRouter.assembleModule wires the module; the protocols below are its seams.
import Domain

/// One formatted row of the drivers list.
public struct DriverDisplayItem: Equatable, Sendable {
  public var name: String
  public var detail: String

  public init(name: String, detail: String) {
    self.name = name
    self.detail = detail
  }
}

/// What the presenter tells the view (presenter → view).
@MainActor
public protocol DriversViewInterface: AnyObject {
  func showLoading()
  func show(drivers: [DriverDisplayItem])
  func showEmptyState(message: String)
  func showSearchText(_ text: String)
  func showError(title: String, message: String)
}

/// What the view tells the presenter (view → presenter).
@MainActor
public protocol DriversPresenterInterface: AnyObject {
  func viewDidLoad() async
  func refreshRequested() async
  func searchTextChanged(_ text: String)
  func searchCleared()
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol DriversInteractorInput: AnyObject {
  /// Fetches the drivers and reports those matching the current query.
  func fetchDrivers() async
  /// Keeps `query` and reports the fetched drivers that match it, without a new request;
  /// reports nothing when the last fetch failed.
  func filterDrivers(by query: SearchQuery)
}

/// What the use case reports back (interactor → presenter).
@MainActor
public protocol DriversInteractorOutput: AnyObject {
  /// The drivers matching `query`, in fixture order; empty when none match.
  func didFind(drivers: [Driver], matching query: SearchQuery)
  func didFailToFetchDrivers(with error: ServiceError)
}

/// Where the drivers module can go (presenter → router): nowhere yet.
@MainActor
public protocol DriversRouterInterface: AnyObject {}
