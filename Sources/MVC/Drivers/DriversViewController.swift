// MVC · drivers — fetch once, filter as the user types.
//
// Start with DriversViewController: it keeps Domain's DriverSearch (the fetched drivers and
// the search rules: case and diacritics ignored, "No drivers match …", the alert that stays
// after a failed load), keeps the matching drivers and is its table's data source: the
// view asks it for the count and formats only the rows in view, however many drivers match. A
// search filters locally; only `refresh` asks the service again. The view reports each
// property the controller sets to `--trace`; the controller traces what it receives: each
// action, and each time its table asks for the rows in view.
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
  let contentView = ListTextView(searchable: true)
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")
  /// The drivers the list shows, in order; their rows are made when the view asks.
  private var shownDrivers: [Driver] = []
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
    contentView.table.dataSource = self
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "Drivers"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
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
        refreshRequested()
      },
    ]
  }

  private func viewDidLoad() {
    loadDrivers()
  }

  private func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    contentView.searchText = query.text
    showMatchingDrivers()
  }

  private func searchCleared() {
    searchTextChanged("")
  }

  private func refreshRequested() {
    loadDrivers()
  }

  private func loadDrivers() {
    loadTask?.cancel()
    contentView.content = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        search.didLoad(drivers)
        showMatchingDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        search.didFailToLoad()
        contentView.content = .alert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message):
      shownDrivers = []
      contentView.content = .empty(message)
    case .matches(let drivers):
      shownDrivers = drivers
      contentView.content = .rowsFromDataSource
    }
  }
}

/// The table's data source, as a view controller is its `UITableView`'s: the table asks for the
/// count, and for the rows in view as it draws.
extension DriversViewController: TableDataSource {
  var numberOfRows: Int { shownDrivers.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Controller", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return rows(of: shownDrivers[range])
  }

  /// `drivers` formatted now: only the rows on screen are ever made.
  private func rows(of drivers: ArraySlice<Driver>) -> [Row] {
    drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }
}
