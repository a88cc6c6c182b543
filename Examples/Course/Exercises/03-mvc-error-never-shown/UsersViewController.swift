// Exercise 03 · MVC · The error that is never shown
//
// What it teaches: every state a screen can be in needs a way onto the screen. This controller
// swallows the service's error with `try?`, so a failed load leaves the screen on "Loading…"
// for ever — the user waits for something that will not come. A failure is a state to show
// (an alert with a message the user can read), not a reason to stop drawing. Whatever the
// error, and whichever load fails (the first or a refresh), the alert says the error's own
// message.
//
// Where to look: `loadUsers()` below, the one place this controller talks to the service.
// Check: `archdemo course check 3`.
import Domain
import TextUI

/// Loads users and shows them, formatted, in the list it owns.
@MainActor
final class UsersViewController: Screen {
  private let service: any UserService
  /// The view this controller owns and fills.
  private var panel = ListPanel()
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "Users"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    loadUsers()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        loadUsers()
      }
    ]
  }

  private func loadUsers() {
    loadTask?.cancel()
    panel.showLoading()
    loadTask = Task { [weak self, service] in
      guard let users = try? await service.fetchUsers() else { return }
      guard let self, !Task.isCancelled else { return }
      guard !users.isEmpty else {
        panel.showEmptyState(User.emptyListMessage)
        return
      }
      panel.show(rows: users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
    }
  }
}
