// Exercise 06 · MVP · The presenter that keeps its view alive
//
// What it teaches: who owns whom. The screen owns its presenter; if the presenter also holds
// the screen strongly, each keeps the other alive and closing the screen frees neither — on a
// phone, every visit to the screen leaks one more pair, with its data. The classic user-list
// sample had attach/detach for this; forgetting `detach` leaks the same way. The back reference
// must not own.
//
// Where to look: the `view` property below, and how `UsersScreen` creates its presenter.
// Check: `archdemo course check 6`.
import Domain

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
final class UsersPresenter {
  private var view: (any UsersView)?
  private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// Connects the view the presenter talks to.
  func attach(view: any UsersView) {
    self.view = view
  }

  func viewDidLoad() {
    loadUsers()
  }

  func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    loadTask?.cancel()
    view?.showLoading()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        guard !users.isEmpty else {
          view?.showEmptyState(message: User.emptyListMessage)
          return
        }
        view?.show(users: users.map { UserRowViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        view?.showError(title: FailureText.usersNotLoaded, message: error.message)
      }
    }
  }
}
