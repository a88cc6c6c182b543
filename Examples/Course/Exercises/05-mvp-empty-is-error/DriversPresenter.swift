// Exercise 05 · MVP · The empty answer reported as an error
//
// What it teaches: an empty list is an answer, not a failure. The classic F1 sample showed an
// error alert when the API returned no drivers; the user is told something went wrong when
// nothing did, and a search afterwards keeps the alert up. The kit's rule (Domain's
// `DriverSearch`): no drivers is the empty state "No drivers"; a search of an empty list names
// the query, a search typed while the drivers were loading too. In MVP that decision belongs
// to the presenter, so its tests need no screen: a spy view records what the presenter said.
//
// Where to look: `loadDrivers()` below, the `guard !drivers.isEmpty` branch.
// Check: `archdemo course check 5`.
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
        guard !drivers.isEmpty else {
          search.didFailToLoad()
          view?.showError(title: FailureText.driversNotLoaded, message: "No drivers were found.")
          return
        }
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
