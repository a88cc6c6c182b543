import TextUI

/// The passive users view: renders what the presenter says, forwards `refresh`.
@MainActor
public final class UsersScreen: Screen, UsersView {
  private let presenter: UsersPresenter
  private var table = TableView()
  private var alert: Alert?

  public init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  public let title = "Users"
  public let acceptedActions: [UserAction.Kind] = [.refresh]

  public func body() -> [String] {
    Layout.stack(alert?.lines ?? [], table.lines)
  }

  public func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    if action == .refresh { await presenter.refreshRequested() }
  }

  // MARK: UsersView

  public func showLoading() {
    alert = nil
    table.content = .loading
  }

  public func show(users: [UserViewData]) {
    alert = nil
    table.content = .rows(users.map { Row(title: $0.name, detail: $0.age) })
  }

  public func showEmptyState(message: String) {
    alert = nil
    table.content = .empty(message)
  }

  public func showError(title: String, message: String) {
    alert = Alert(title: title, message: message)
    table.content = .rows([])
  }
}
