import Domain

/// Turns view events into use-case requests, and the use case's users into rows.
///
/// The presenter decides what the screen shows: the loading state, the rows, the empty state
/// (not an error) or the error alert. It owns its interactor and router and holds the view
/// weakly.
@MainActor
final class UsersPresenter: UsersPresenterInterface, UsersInteractorOutput {
  /// The view it talks to; the view owns the presenter, so this reference is weak.
  weak var view: (any UsersViewInterface)?
  let interactor: any UsersInteractorInput
  let router: any UsersRouterInterface

  init(interactor: any UsersInteractorInput, router: any UsersRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: UsersPresenterInterface

  func viewDidLoad() {
    loadUsers()
  }

  func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    view?.showLoading()
    interactor.fetchUsers()
  }

  // MARK: UsersInteractorOutput

  func didFetch(users: [User]) {
    guard !users.isEmpty else {
      view?.showEmptyState(message: User.emptyListMessage)
      return
    }
    view?.show(rows: users.map { ListRowDisplayItem(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
  }

  func didFailToFetchUsers(with error: ServiceError) {
    view?.showError(title: FailureText.usersNotLoaded, message: error.message)
  }
}
