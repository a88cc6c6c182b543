import TextUI

/// The passive users view: renders what the presenter says, forwards `refresh`.
@MainActor
public final class UsersScreen: Screen, UsersView {
  private let presenter: UsersPresenter
  private var panel = ListPanel()

  public init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  public let title = "Users"
  public let acceptedActions: [UserAction.Kind] = [.refresh]

  public func body() -> [String] {
    panel.lines
  }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .refresh else { return }
    Trace.message(from: "View", to: "Presenter", "refreshRequested()")
    await presenter.refreshRequested()
  }

  // MARK: UsersView

  public func showLoading() {
    panel.showLoading()
  }

  public func show(users: [UserViewData]) {
    panel.show(rows: users.map { Row(title: $0.name, detail: $0.age) })
  }

  public func showEmptyState(message: String) {
    panel.showEmptyState(message)
  }

  public func showError(title: String, message: String) {
    panel.showAlert(title: title, message: message)
  }
}
