// Wrong solution 06.3 · The view held unowned
//
// What it gets wrong: `unowned` breaks the cycle, but a load that returns after the screen has gone reads a freed view and crashes.
import Domain

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
final class UsersPresenter {
  private unowned var view: (any UsersView)?
  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any UsersView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadUsers()
  }

  func refreshRequested() async {
    await loadUsers()
  }

  private func loadUsers() async {
    view?.showLoading()
    do {
      let users = try await service.fetchUsers()
      guard !users.isEmpty else {
        view?.showEmptyState(message: User.emptyListMessage)
        return
      }
      view?.show(users: users.map { UserRowViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) })
    } catch {
      view?.showError(title: FailureText.usersNotLoaded, message: error.message)
    }
  }
}
