import Domain
import TextUI

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
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(query.text.debugDescription))")
    view?.showSearchText(query.text)
    Trace.message(from: "Presenter", to: "Interactor", "filterDrivers(by: \(query.text.debugDescription))")
    interactor.filterDrivers(by: query)
  }

  public func searchCleared() {
    searchTextChanged("")
  }

  private func loadDrivers() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    Trace.message(from: "Presenter", to: "Interactor", "fetchDrivers()")
    await interactor.fetchDrivers()
  }

  // MARK: DriversInteractorOutput

  public func didFind(drivers: [Driver], matching query: SearchQuery) {
    guard !drivers.isEmpty else {
      let message = query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\"."
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\(message.debugDescription))")
      view?.showEmptyState(message: message)
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(drivers: \(drivers.count) rows)")
    view?.show(drivers: drivers.map { DriverDisplayItem(name: $0.fullName, detail: "#\($0.number) · \($0.team)") })
  }

  public func didFailToFetchDrivers(with error: ServiceError) {
    Trace.message(from: "Presenter", to: "View", "showError(\"Could not load drivers\")")
    view?.showError(title: "Could not load drivers", message: error.message)
  }
}
