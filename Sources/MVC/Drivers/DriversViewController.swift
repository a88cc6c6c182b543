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
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await loadDrivers()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      Trace.message(from: "View", to: "Controller", "searchTextChanged(\(text.debugDescription))")
      searchTextChanged(text)
    case .clear:
      Trace.message(from: "View", to: "Controller", "searchCleared()")
      searchTextChanged("")
    case .refresh:
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      await loadDrivers()
    default: break
    }
  }

  private func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    Trace.message(from: "Controller", to: "View", "searchField.text = \(query.text.debugDescription)")
    textView.searchField.text = query.text
    showMatchingDrivers()
  }

  private func loadDrivers() async {
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    Trace.message(from: "Controller", to: "View", "table.content = .loading")
    textView.table.content = .loading
    do {
      Trace.message(from: "Controller", to: "Service", "fetchDrivers()")
      drivers = try await service.fetchDrivers()
      Trace.message(from: "Service", to: "Controller", "\(drivers.count) drivers")
      loadFailed = false
      showMatchingDrivers()
    } catch {
      Trace.message(from: "Service", to: "Controller", "failed: \(error.message)")
      drivers = []
      loadFailed = true
      Trace.message(from: "Controller", to: "View", "alert = Alert(\"Could not load drivers\")")
      textView.alert = Alert(title: "Could not load drivers", message: error.message)
      Trace.message(from: "Controller", to: "View", "table.content = .rows(0 rows)")
      textView.table.content = .rows([])
    }
  }

  private func showMatchingDrivers() {
    guard !loadFailed else { return }
    let matches = query.filter(drivers, by: \.fullName)
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    let content: TableView.Content =
      matches.isEmpty
      ? .empty(query.isEmpty ? "No drivers" : "No drivers match \"\(query.text)\".")
      : .rows(matches.map { Row(title: $0.fullName, detail: "#\($0.number) · \($0.team)") })
    Trace.message(from: "Controller", to: "View", "table.content = \(content.traced)")
    textView.table.content = content
  }
}
