// Wrong solution 03.2 · Only a network error is shown
//
// What it gets wrong: an error the service did not get over the network is swallowed, and the screen stays on Loading.
import Domain
import TextUI

/// Loads users and shows them, formatted, in the list it owns.
@MainActor
final class UsersViewController: Screen {
  private let service: any UserService
  /// The view this controller owns and fills.
  private var panel = ListPanel()

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  let title = "Users"

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await loadUsers()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        await loadUsers()
      }
    ]
  }

  private func loadUsers() async {
    panel.showLoading()
    do {
      let users = try await service.fetchUsers()
      guard !users.isEmpty else {
        panel.showEmptyState(User.emptyListMessage)
        return
      }
      panel.show(rows: users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
    } catch {
      guard case .network = error else { return }
      panel.showAlert(title: FailureText.usersNotLoaded, message: error.message)
    }
  }
}
