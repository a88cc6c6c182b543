// Wrong solution 06.1 · The strong view let go after the first load
//
// What it gets wrong: the cycle breaks by accident after the load: an unloaded screen leaks, `refresh` draws nothing.
import Domain

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
final class UsersPresenter {
  private var view: (any UsersView)?
  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  /// Connects the view the presenter talks to; it is let go after the first load.
  func attach(view: any UsersView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadUsers()
    view = nil
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
