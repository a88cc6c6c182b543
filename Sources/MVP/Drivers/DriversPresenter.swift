import Domain
import TextUI

/// Fetches drivers and filters them by the search text for a passive ``DriversView``.
///
/// A successful load of zero drivers is an empty state, not an error. After a failed load the
/// error alert stays up while the user types: there is nothing to filter until a refresh.
@MainActor
public final class DriversPresenter {
  private weak var view: (any DriversView)?
  private let service: any DriverService
  private var allDrivers: [Driver] = []
  private var query = SearchQuery("")
  private var loadFailed = false

  public init(service: any DriverService) {
    self.service = service
  }

  public func attach(view: any DriversView) {
    self.view = view
  }

  public func detach() {
    view = nil
  }

  public func viewDidLoad() async {
    await loadDrivers()
  }

  public func refreshRequested() async {
    await loadDrivers()
  }

  public func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(query.text.debugDescription))")
    view?.showSearchText(query.text)
    showFilteredDrivers()
  }

  public func searchCleared() {
    searchTextChanged("")
  }

  private func loadDrivers() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    do {
      Trace.message(from: "Presenter", to: "Service", "fetchDrivers()")
      allDrivers = try await service.fetchDrivers()
      Trace.message(from: "Service", to: "Presenter", "\(allDrivers.count) drivers")
      loadFailed = false
      showFilteredDrivers()
    } catch {
      Trace.message(from: "Service", to: "Presenter", "failed: \(error.message)")
      allDrivers = []
      loadFailed = true
      Trace.message(from: "Presenter", to: "View", "showError(\"Could not load drivers\")")
      view?.showError(title: "Could not load drivers", message: error.message)
    }
  }

  private func showFilteredDrivers() {
    guard !loadFailed else { return }
    let matches = query.filter(allDrivers, by: \.fullName)
    guard !matches.isEmpty else {
      let message = query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\"."
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\(message.debugDescription))")
      view?.showEmptyState(message: message)
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(drivers: \(matches.count) rows)")
    view?.show(drivers: matches.map { DriverViewData(name: $0.fullName, detail: "#\($0.number) · \($0.team)") })
  }
}
