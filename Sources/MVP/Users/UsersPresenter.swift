import Domain

/// Loads users and turns them into view data for a passive ``UsersViewInterface``.
@MainActor
final class UsersPresenter {
  private weak var view: (any UsersViewInterface)?
  private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any UsersViewInterface) {
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
        view?.show(users: users.map { UserRowViewData(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        view?.showError(title: FailureText.usersNotLoaded, message: error.message)
      }
    }
  }
}
