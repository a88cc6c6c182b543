// MVC · drivers — fetch once, filter as the user types.
//
// Start with DriversViewController: it keeps Domain's DriverSearch (the fetched drivers and
// the search rules: case and diacritics ignored, "No drivers match …", the alert that stays
// after a failed load), formats the matching rows and sets its ListTextView's content. A
// search filters locally; only `refresh` asks the service again. The view reports each
// property the controller sets to `--trace`; the controller itself holds no tracing.
import Domain
import TextUI
import Tracing

/// Fetches drivers and shows those matching the search text in its ``ListTextView``.
///
/// A successful load of zero drivers is an empty state, not an error; so is a search that
/// matches nothing, whose message names the query.
@MainActor
final class DriversViewController: TableScreen {
  /// The view this controller owns and fills.
  let textView = ListTextView(searchable: true)
  /// The table the window scrolls: the view's.
  var tableView: TableView { textView.table }
  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  let title = "Drivers"

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [self] text in
        Trace.message(from: "View", to: "Controller", "searchTextChanged(\(Trace.literal(text)))")
        searchTextChanged(text)
      },
      .clear { [self] in
        Trace.message(from: "View", to: "Controller", "searchCleared()")
        searchCleared()
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        await refreshRequested()
      },
    ]
  }

  private func viewDidLoad() async {
    await loadDrivers()
  }

  private func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    textView.searchText = query.text
    showMatchingDrivers()
  }

  private func searchCleared() {
    searchTextChanged("")
  }

  private func refreshRequested() async {
    await loadDrivers()
  }

  private func loadDrivers() async {
    textView.content = .loading
    do {
      search.didLoad(try await service.fetchDrivers())
      showMatchingDrivers()
    } catch {
      search.didFailToLoad()
      textView.content = .alert(title: FailureText.driversNotLoaded, message: error.message)
    }
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message): textView.content = .empty(message)
    case .matches(let drivers):
      textView.content = .rows(drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
    }
  }
}
