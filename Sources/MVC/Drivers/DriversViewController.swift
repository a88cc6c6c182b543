// MVC · drivers — fetch once, filter as the user types.
//
// Start with DriversViewController: it keeps the fetched drivers, asks Domain's SearchQuery
// which ones match (case and diacritics ignored), formats the rows and fills its
// DriversTextView. A search filters locally; only `refresh` asks the service again.
import Domain
import TextUI

/// Fetches drivers and shows those matching the search text in its ``DriversTextView``.
///
/// A successful load of zero drivers is an empty state, not an error; so is a search that
/// matches nothing, whose message names the query.
@MainActor
public final class DriversViewController: Screen {
  /// The view this controller owns and fills.
  public let textView = DriversTextView()
  private let service: any DriverService
  private var drivers: [Driver] = []
  private var query = SearchQuery("")
  /// After a failed load the alert stays up: a search has nothing to filter until a refresh.
  private var loadFailed = false

  /// - Parameter service: where the drivers come from.
  public init(service: any DriverService) {
    self.service = service
  }

  public let title = "Drivers"
  public let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: loads the drivers.
  public func screenDidAppear() async {
    await loadDrivers()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): searchTextChanged(text)
    case .clear: searchTextChanged("")
    case .refresh: await loadDrivers()
    default: break
    }
  }

  private func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    textView.searchField.text = query.text
    showMatchingDrivers()
  }

  private func loadDrivers() async {
    textView.alert = nil
    textView.table.content = .loading
    do {
      drivers = try await service.fetchDrivers()
      loadFailed = false
      showMatchingDrivers()
    } catch {
      drivers = []
      loadFailed = true
      textView.alert = Alert(title: "Could not load drivers", message: error.message)
      textView.table.content = .rows([])
    }
  }

  private func showMatchingDrivers() {
    guard !loadFailed else { return }
    let matches = query.filter(drivers, by: \.fullName)
    textView.alert = nil
    guard !matches.isEmpty else {
      textView.table.content = .empty(query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\".")
      return
    }
    textView.table.content = .rows(matches.map { Row(title: $0.fullName, detail: "#\($0.number) · \($0.team)") })
  }
}
