// Solution 02 · MVC · The search that misses PÉREZ
//
// The controller still filters — that is MVC — but with Domain's `SearchQuery`, the rule
// every pattern shares: trimmed, case and accents ignored, an empty query keeps every driver,
// and the empty state names the query as typed, trimmed.
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
    let query = SearchQuery(text)
    let shown = query.filter(drivers, by: \.fullName)
    guard !shown.isEmpty else {
      panel.showEmptyState(query.emptyStateMessage("drivers"))
      return
    }
    panel.show(rows: shown.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
  }
}
