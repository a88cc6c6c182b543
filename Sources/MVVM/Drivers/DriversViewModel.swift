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
  private var content: ListContent<DriverRowViewData> = .loading
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private var allDrivers: [Driver] = []
  @ObservationIgnored private var query = SearchQuery("")
  /// Whether the last load failed: a search then keeps the error alert rather than filtering nothing.
  @ObservationIgnored private var loadFailed = false

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  var inputs: any DriversViewModelInputs { self }
  var outputs: any DriversViewModelOutputs { self }

  // MARK: Outputs

  var rows: [DriverRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() async {
    await loadDrivers()
  }

  func refreshRequested() async {
    await loadDrivers()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    searchText = query.text
    showFilteredDrivers()
  }

  func searchCleared() {
    searchTextChanged("")
  }

  private func loadDrivers() async {
    content = .loading
    do {
      allDrivers = try await service.fetchDrivers()
      loadFailed = false
      showFilteredDrivers()
    } catch {
      allDrivers = []
      loadFailed = true
      content = .failed(AlertViewData(title: "Could not load drivers", message: error.message))
    }
  }

  private func showFilteredDrivers() {
    guard !loadFailed else { return }
    let matches = query.filter(allDrivers, by: \.fullName)
    guard !matches.isEmpty else {
      content = .empty(query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\".")
      return
    }
    content = .loaded(matches.map { DriverRowViewData(name: $0.fullName, detail: "#\($0.number) · \($0.team)") })
  }
}
