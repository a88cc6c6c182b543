// Exercise 23 · MVC · The load that keeps its screen alive
//
// What it teaches: a `Task` holds what its closure captures until it ends. This controller
// starts its load in a `Task { … }` that uses `self`: the task holds the controller, and with
// it the whole screen (its view, its drivers), until the network answers — on a slow network,
// long after the user closed it; on one that never answers, for ever. And nothing cancels the
// load, so it runs on, and draws, for a screen nobody sees. Keep the task, hold the controller
// weakly in it (`[weak self]`, and `guard let self` only after the `await`, not before), cancel
// it when a refresh supersedes it and when the controller goes (`deinit`).
// MVC is where this bites hardest: the controller is the screen, so the task that holds it
// holds everything the user was looking at.
//
// Where to look: `loadDrivers()` below — what its `Task` captures, and who can cancel it.
// Check: `archdemo course check 23`.
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
    Task {
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        panel.show(rows: drivers.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
      } catch {
        panel.showAlert(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }
}
