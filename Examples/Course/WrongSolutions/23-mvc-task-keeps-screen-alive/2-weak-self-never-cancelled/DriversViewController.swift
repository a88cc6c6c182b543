// Wrong solution 23.2 · `[weak self]`, and nobody cancels
//
// What it gets wrong: the closed screen is freed, but its load is never cancelled and runs on to its end for a screen nobody sees, and a refresh leaves the load before it running.
import Domain
import TextUI

/// Loads drivers and shows them, formatted, in the list it owns; `refresh` loads them again.
@MainActor
final class DriversViewController: Screen {
  private let service: any DriverService
  /// The view this controller owns and fills.
  private var panel = ListPanel()

  /// - Parameter service: where the drivers come from.
  init(service: any DriverService) {
    self.service = service
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
      .refresh { [self] in
        loadDrivers()
      }
    ]
  }

  private func loadDrivers() {
    panel.showLoading()
    Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        self?.panel.show(rows: drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
      } catch {
        self?.panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }
}
