// Solution 23 · MVC · The load that keeps its screen alive
//
// The controller keeps its load's task and cancels it when a refresh supersedes it and when it
// goes. The task holds the controller weakly and takes a strong reference only after the
// answer is in, for as long as it draws: closing the screen frees the controller at once,
// which cancels the load.
import Domain
import TextUI

/// Loads drivers and shows them, formatted, in the list it owns; `refresh` loads them again.
@MainActor
final class DriversViewController: Screen {
  private let service: any DriverService
  /// The view this controller owns and fills.
  private var panel = ListPanel()
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
      .refresh { [self] in
        loadDrivers()
      }
    ]
  }

  private func loadDrivers() {
    loadTask?.cancel()
    panel.showLoading()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        panel.show(rows: drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }
}
