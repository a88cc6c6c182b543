import TextUI

/// The users view: draws what the presenter says and forwards `refresh`.
@MainActor
public final class UsersView: Screen, UsersViewInterface {
  let presenter: any UsersPresenterInterface
  private var panel = ListPanel()

  /// Creates the view; it owns its presenter, which holds it back weakly.
  public init(presenter: any UsersPresenterInterface) {
    self.presenter = presenter
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

  // MARK: UsersViewInterface

  public func showLoading() {
    panel.showLoading()
  }

  public func show(users: [UserDisplayItem]) {
    panel.show(rows: users.map { Row(title: $0.name, detail: $0.age) })
  }

  public func showEmptyState(message: String) {
    panel.showEmptyState(message)
  }

  public func showError(title: String, message: String) {
    panel.showAlert(title: title, message: message)
  }
}
