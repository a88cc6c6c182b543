import Domain

/// Turns view events into use-case requests, and the drivers found into rows.
///
/// A successful load of zero drivers is an empty state, not an error; a search with no match
/// is an empty state that names the query. After a failed load the alert stays up while the
/// user types, because the interactor has nothing to filter.
@MainActor
public final class DriversPresenter: DriversPresenterInterface, DriversInteractorOutput {
  public weak var view: (any DriversViewInterface)?
  let interactor: any DriversInteractorInput
  let router: any DriversRouterInterface

  public init(interactor: any DriversInteractorInput, router: any DriversRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: DriversPresenterInterface

  public func viewDidLoad() async {
    await loadDrivers()
  }

  public func refreshRequested() async {
    await loadDrivers()
  }

  public func searchTextChanged(_ text: String) {
    let query = SearchQuery(text)
    view?.showSearchText(query.text)
    interactor.filterDrivers(by: query)
  }

  public func searchCleared() {
    searchTextChanged("")
  }

  private func loadDrivers() async {
    view?.showLoading()
    await interactor.fetchDrivers()
  }

  // MARK: DriversInteractorOutput

  public func didFind(drivers: [Driver], matching query: SearchQuery) {
    guard !drivers.isEmpty else {
      view?.showEmptyState(message: query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\".")
      return
    }
    view?.show(drivers: drivers.map { DriverDisplayItem(name: $0.fullName, detail: "#\($0.number) · \($0.team)") })
  }

  public func didFailToFetchDrivers(with error: ServiceError) {
    view?.showError(title: "Could not load drivers", message: error.message)
  }
}
