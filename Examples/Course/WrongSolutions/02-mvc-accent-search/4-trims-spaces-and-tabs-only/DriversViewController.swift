// Wrong solution 02.4 · The query trimmed of spaces and tabs only
//
// What it gets wrong: it trims the query by hand with `.whitespaces`, not with `SearchQuery`, so a newline around it finds nobody.
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
    let query = text.trimmingCharacters(in: .whitespaces)
    let folded = SearchQuery.fold(query)
    let shown = query.isEmpty ? drivers : drivers.filter { SearchQuery.fold($0.fullName).contains(folded) }
    guard !shown.isEmpty else {
      panel.showEmptyState(query.isEmpty ? "No drivers" : "No drivers match \"\(query)\".")
      return
    }
    panel.show(rows: shown.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
  }
}
