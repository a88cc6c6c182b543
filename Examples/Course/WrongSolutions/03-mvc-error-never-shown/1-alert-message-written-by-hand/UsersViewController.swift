// Wrong solution 03.1 · The alert's message is written by hand
//
// What it gets wrong: the alert says what the tested error says, whatever the service's error really was.
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
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        guard !users.isEmpty else {
          panel.showEmptyState(User.emptyListMessage)
          return
        }
        panel.show(rows: users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        panel.showAlert(
          title: FailureText.usersNotLoaded, message: "Could not reach the server (the network is unreachable).")
      }
    }
  }
}
