// MVC · users, declarative — the controller as an observable object.
//
// Start with UsersController: it asks the UserService for users, formats every row itself
// (`First Last`, `N years`) and holds what the list shows; UsersScreen reads it in its body and
// calls it for the user's events. The controller keeps its load in a task, cancels a superseded
// one and cancels the last when it goes, as the imperative controller does.
import Domain
import Observation
import TextUI

/// Loads users, formats them and holds what the users list shows.
///
/// No users is an empty state (`No users`), not an error; a failing service shows an alert.
@Observable
@MainActor
final class UsersController {
  /// What the list shows.
  private(set) var content = ListContent.loading
  @ObservationIgnored private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// The screen appeared: the first load.
  func viewDidLoad() {
    loadUsers()
  }

  /// The user pulled to refresh.
  func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    loadTask?.cancel()
    content = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        content =
          users.isEmpty
          ? .empty(User.emptyListMessage)
          : .rows(users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        content = .alert(title: FailureText.usersNotLoaded, message: error.message)
      }
    }
  }
}
