// Exercise 02 · MVC · The search that misses PÉREZ
//
// What it teaches: a search box is a rule, not a `contains`. The classic F1 sample filtered with
// `lowercased().contains(…)`, so `perez` never finds Sergio PÉREZ and a stray space finds
// nothing. Domain's `SearchQuery` is the rule every pattern of the kit shares: it trims the
// query and ignores case and accents, in the names and in the query. A query of only spaces is
// no query, so it shows every driver; a query that finds nobody is quoted trimmed in the empty
// state.
//
// Where to look: `searchTextChanged(_:)` below, the one place this controller filters.
// Check: `archdemo course check 2`.
import Domain
import TextUI

/// Loads drivers, filters them as the user types and shows them in the list it owns.
@MainActor
final class DriversViewController: Screen {
  private let service: any DriverService
  private var drivers: [Driver] = []
  /// The view this controller owns and fills.
  private var panel = ListPanel(searchable: true)
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "Drivers"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    loadDrivers()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .search { [self] text in
        searchTextChanged(text)
      },
      .clear { [self] in
        searchTextChanged("")
      },
      .refresh { [self] in
        loadDrivers()
      },
    ]
  }

  private func loadDrivers() {
    loadTask?.cancel()
    panel.showLoading()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        self.drivers = drivers
        searchTextChanged(panel.searchField?.text ?? "")
      } catch {
        guard let self, !Task.isCancelled else { return }
        panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }

  private func searchTextChanged(_ text: String) {
    panel.searchField?.text = text
    let shown = text.isEmpty ? drivers : drivers.filter { $0.fullName.lowercased().contains(text.lowercased()) }
    guard !shown.isEmpty else {
      panel.showEmptyState(text.isEmpty ? "No drivers" : "No drivers match \"\(text)\".")
      return
    }
    panel.show(rows: shown.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
  }
}
