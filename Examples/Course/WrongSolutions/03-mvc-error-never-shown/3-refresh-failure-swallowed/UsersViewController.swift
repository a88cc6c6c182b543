// Wrong solution 03.3 · A refresh that fails is swallowed
//
// What it gets wrong: only the first load shows its error; a refresh still uses try?, so its failure leaves Loading.
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
    do {
      try await loadUsers()
    } catch {
      panel.showAlert(title: FailureText.usersNotLoaded, message: error.message)
    }
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        try? await loadUsers()
      }
    ]
  }

  private func loadUsers() async throws(ServiceError) {
    panel.showLoading()
    let users = try await service.fetchUsers()
    guard !users.isEmpty else {
      panel.showEmptyState(User.emptyListMessage)
      return
    }
    panel.show(rows: users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
  }
}
