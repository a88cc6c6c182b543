// Wrong solution 23.1 · `[weak self]`, then `guard let self` before the await
//
// What it gets wrong: the task unwraps `self` before it waits for the answer, so it holds the controller strongly for the whole load, and the screen closed meanwhile is neither freed nor cancelled.
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
      guard let self else { return }
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard !Task.isCancelled else { return }
        panel.show(rows: drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
      } catch {
        guard !Task.isCancelled else { return }
        panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }
}
