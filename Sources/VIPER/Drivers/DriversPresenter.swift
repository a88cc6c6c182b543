import Domain

/// Turns view events into use-case requests, and what the interactor found into rows.
///
/// A successful load of zero drivers is an empty state, not an error; a search with no match
/// is an empty state that names the query. After a failed load the alert stays up while the
/// user types, because the interactor has nothing to filter.
@MainActor
final class DriversPresenter: DriversPresenterInterface, DriversInteractorOutput {
  weak var view: (any DriversViewInterface)?
  let interactor: any DriversInteractorInput
  let router: any DriversRouterInterface
  /// The drivers the list shows, in order; their rows are formatted when the view asks.
  private var shownDrivers: [Driver] = []

  init(interactor: any DriversInteractorInput, router: any DriversRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: DriversPresenterInterface

  func viewDidLoad() {
    loadDrivers()
  }

  func refreshRequested() {
    loadDrivers()
  }

  func searchTextChanged(_ text: String) {
    let query = SearchQuery(text)
    view?.showSearchText(query.text)
    interactor.filterDrivers(by: query)
  }

  func searchCleared() {
    searchTextChanged("")
  }

  var numberOfRows: Int { shownDrivers.count }

  func rows(in range: Range<Int>) -> [ListRowDisplayItem] {
    shownDrivers[range].map { ListRowDisplayItem(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }

  private func loadDrivers() {
    view?.showLoading()
    interactor.fetchDrivers()
  }

  // MARK: DriversInteractorOutput

  func didFind(_ outcome: DriverSearch.Outcome) {
    switch outcome {
    case .loadFailed:
      break  // the failed load's alert stays up
    case .empty(let message):
      shownDrivers = []
      view?.showEmptyState(message: message)
    case .matches(let drivers):
      shownDrivers = drivers
      view?.reloadRows()
    }
  }

  func didFailToFetchDrivers(with error: ServiceError) {
    view?.showError(title: FailureText.driversNotLoaded, message: error.message)
  }
}
