import Domain
import TextUI

/// Turns view events into use-case requests, and the use case's users into rows.
///
/// The presenter decides what the screen shows: the loading state, the rows, the empty state
/// (not an error) or the error alert. It owns its interactor and router and holds the view
/// weakly.
@MainActor
public final class UsersPresenter: UsersPresenterInterface, UsersInteractorOutput {
  /// The view it talks to; the view owns the presenter, so this reference is weak.
  public weak var view: (any UsersViewInterface)?
  let interactor: any UsersInteractorInput
  let router: any UsersRouterInterface

  public init(interactor: any UsersInteractorInput, router: any UsersRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: UsersPresenterInterface

  public func viewDidLoad() async {
    await loadUsers()
  }

  public func refreshRequested() async {
    await loadUsers()
  }

  private func loadUsers() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    Trace.message(from: "Presenter", to: "Interactor", "fetchUsers()")
    await interactor.fetchUsers()
  }

  // MARK: UsersInteractorOutput

  public func didFetch(users: [User]) {
    guard !users.isEmpty else {
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\"No users\")")
      view?.showEmptyState(message: "No users")
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(users: \(users.count) rows)")
    view?.show(users: users.map { UserDisplayItem(name: $0.fullName, age: DisplayFormat.age($0.age)) })
  }

  public func didFailToFetchUsers(with error: ServiceError) {
    Trace.message(from: "Presenter", to: "View", "showError(\"Could not load users\")")
    view?.showError(title: "Could not load users", message: error.message)
  }
}
