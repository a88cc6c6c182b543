// Wrong solution 08.5 · The presenter holds its view
//
// What it gets wrong: the port's new back reference is strong: screen and presenter keep each other alive after the window closes.
import Domain

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
final class UsersPresenter {
  private var view: (any UsersView)?
  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  /// Connects the view the presenter talks to.
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
