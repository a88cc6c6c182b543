import Domain

/// Fetches drivers and filters them by the search text for a passive ``DriversViewInterface``.
///
/// Domain's ``DriverSearch`` decides what a query shows; the presenter says how.
@MainActor
final class DriversPresenter {
  private weak var view: (any DriversViewInterface)?
  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")
  /// The drivers the list shows, in order; their rows are formatted when the view asks.
  private var shownDrivers: [Driver] = []
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  func attach(view: any DriversViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    loadDrivers()
  }

  func refreshRequested() {
    loadDrivers()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    showMatchingDrivers()
  }

  func searchCleared() {
    searchTextChanged("")
  }

  private func loadDrivers() {
    loadTask?.cancel()
    view?.showLoading()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        search.didLoad(drivers)
        showMatchingDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        search.didFailToLoad()
        view?.showError(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed:
      break
    case .empty(let message):
      shownDrivers = []
      view?.showEmptyState(message: message)
    case .matches(let drivers):
      shownDrivers = drivers
      view?.reloadRows()
    }
  }

  // MARK: The list's data source

  /// How many rows the list shows.
  var numberOfRows: Int { shownDrivers.count }

  /// The rows at `range`, formatted when the view asks for them: those in view.
  ///
  /// - Parameter range: 0-based positions, within `0..<numberOfRows`.
  func rows(in range: Range<Int>) -> [DriverRowViewData] {
    shownDrivers[range].map { DriverRowViewData(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }
}
