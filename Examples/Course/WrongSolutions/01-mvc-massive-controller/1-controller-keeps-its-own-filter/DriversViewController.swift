// Wrong solution 01.1 · The controller keeps its own filter
//
// What it gets wrong: the controller still filters inline, so the screen and the tests no longer share one rule.
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
    // The search rule, written where the text arrives: trim the query, fold case and accents,
    // keep the drivers whose full name contains it; an empty query keeps them all.
    let query = text.trimmingCharacters(in: .whitespaces)
    panel.searchField?.text = query
    var shown: [Driver] = []
    if query.isEmpty {
      shown = drivers
    } else {
      let folded = SearchQuery.fold(query)
      for driver in drivers where SearchQuery.fold(driver.fullName).contains(folded) {
        shown.append(driver)
      }
    }
    guard !shown.isEmpty else {
      panel.showEmptyState(query.isEmpty ? "No drivers" : "No drivers match \"\(query)\".")
      return
    }
    panel.show(rows: shown.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
  }
}
