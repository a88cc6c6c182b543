import Domain
import Observation

/// Fetches drivers and states the drivers screen, filtered by the search text.
///
/// A successful load of zero drivers is an empty state, not an error; after a failed load the
/// error alert stays until a refresh succeeds, whatever is typed in the search field.
@MainActor
@Observable
final class DriversViewModel: DriversViewModelType, DriversViewModelInputs, DriversViewModelOutputs {
  private(set) var searchText = ""
  /// What the list shows; when loaded, the matching drivers, formatted as rows when asked.
  private var content: ListContent<Driver> = .loading
  @ObservationIgnored private let service: any DriverService
  /// The fetched drivers and Domain's rules for what a search shows, the after-failed-load rule included.
  @ObservationIgnored private var search = DriverSearch()
  @ObservationIgnored private var query = SearchQuery("")
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  var inputs: any DriversViewModelInputs { self }
  var outputs: any DriversViewModelOutputs { self }

  // MARK: Outputs

  var rowCount: Int { content.rows.count }

  func rows(in range: Range<Int>) -> [DriverRowViewData] {
    content.rows[range].map { DriverRowViewData(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }

  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() {
    loadDrivers()
  }

  func refreshRequested() {
    loadDrivers()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    searchText = query.text
    showMatchingDrivers()
  }

  func searchCleared() {
    searchTextChanged("")
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
        content = .failed(AlertViewData(title: FailureText.driversNotLoaded, message: error.message))
      }
    }
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message): content = .empty(message)
    case .matches(let drivers):
      content = .loaded(drivers)
    }
  }
}
