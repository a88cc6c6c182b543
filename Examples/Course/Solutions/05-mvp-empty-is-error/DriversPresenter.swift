// Solution 05 · MVP · The empty answer reported as an error
//
// A successful load is kept whatever its size: `DriverSearch` decides what the list shows, and
// for no drivers that is the empty state — "No drivers", or `No drivers match "ham".` after a
// search. Only a thrown error is an error.
import Domain

/// Loads drivers, keeps them for the search and tells a passive ``DriversView`` what to show.
@MainActor
final class DriversPresenter {
  private weak var view: (any DriversView)?
  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any DriversView) {
    self.view = view
  }

  func viewDidLoad() {
    loadDrivers()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    showMatchingDrivers()
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
    case .loadFailed: break
    case .empty(let message): view?.showEmptyState(message: message)
    case .matches(let drivers):
      view?.show(drivers: drivers.map { DriverRowViewData(name: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
    }
  }
}
