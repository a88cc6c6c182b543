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

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
  }

  let title = "Drivers"

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await loadDrivers()
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
        await loadDrivers()
      },
    ]
  }

  private func loadDrivers() async {
    panel.showLoading()
    do {
      drivers = try await service.fetchDrivers()
      searchTextChanged(panel.searchField?.text ?? "")
    } catch {
      panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
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
