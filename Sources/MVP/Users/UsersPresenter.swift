import Domain
import TextUI

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
public final class UsersPresenter {
  private weak var view: (any UsersView)?
  private let service: any UserService

  public init(service: any UserService) {
    self.service = service
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  public func attach(view: any UsersView) {
    self.view = view
  }

  /// Disconnects the view: later results are dropped, not shown.
  public func detach() {
    view = nil
  }

  public func viewDidLoad() async {
    await loadUsers()
  }

  public func refreshRequested() async {
    await loadUsers()
  }

  private func loadUsers() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    do {
      Trace.message(from: "Presenter", to: "Service", "fetchUsers()")
      let users = try await service.fetchUsers()
      Trace.message(from: "Service", to: "Presenter", "\(users.count) users")
      guard !users.isEmpty else {
        Trace.message(from: "Presenter", to: "View", "showEmptyState(\"No users\")")
        view?.showEmptyState(message: "No users")
        return
      }
      Trace.message(from: "Presenter", to: "View", "show(users: \(users.count) rows)")
      view?.show(users: users.map { UserViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) })
    } catch {
      Trace.message(from: "Service", to: "Presenter", "failed: \(error.message)")
      Trace.message(from: "Presenter", to: "View", "showError(\"Could not load users\")")
      view?.showError(title: "Could not load users", message: error.message)
    }
  }
}
