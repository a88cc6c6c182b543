// MVC · drivers, declarative — fetch once, filter as the user types.
//
// Start with DriversController: it keeps Domain's DriverSearch (the fetched drivers and the
// search rules), the query and the matching drivers, and formats only the rows the list asks
// for, however many drivers match. DriversScreen binds its search field to the query and asks
// the controller for the rows in view. A search filters locally; only `refresh` asks the
// service again.
import Domain
import Observation
import TextUI

/// Fetches drivers and holds those matching the search text, for the drivers screen to show.
///
/// A successful load of zero drivers is an empty state, not an error; so is a search that
/// matches nothing, whose message names the query.
@Observable
@MainActor
final class DriversController {
  /// What the list shows; its rows are made when they come into view (``rows(in:)``).
  private(set) var content = ListContent.loading
  /// The drivers the list shows, in order.
  private(set) var shownDrivers: [Driver] = []
  /// The query, as the search field shows it: trimmed.
  var searchText: String { query.text }
  private var query = SearchQuery("")
  @ObservationIgnored private var search = DriverSearch()
  @ObservationIgnored private let service: any DriverService
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// The screen appeared: the first load.
  func viewDidLoad() {
    loadDrivers()
  }

  /// The user typed in the search field: filters the loaded drivers, with no request.
  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    showMatchingDrivers()
  }

  /// The user pulled to refresh: asks the service again.
  func refreshRequested() {
    loadDrivers()
  }

  /// The rows at `range` of the list, formatted now: only the rows on screen are ever made.
  func rows(in range: Range<Int>) -> [Row] {
    shownDrivers[range].map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }

  private func loadDrivers() {
    loadTask?.cancel()
    content = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        search.didLoad(drivers)
        showMatchingDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        search.didFailToLoad()
        content = .alert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message):
      shownDrivers = []
      content = .empty(message)
    case .matches(let drivers):
      shownDrivers = drivers
      content = .rowsInView(count: drivers.count)
    }
  }
}
