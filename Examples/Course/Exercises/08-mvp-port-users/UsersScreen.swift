import TextUI

/// The passive users view: it owns its presenter, draws what it is told and forwards `refresh`.
@MainActor
final class UsersScreen: TableScreen, UsersView {
  private let presenter: UsersPresenter
  private var panel = ListPanel()

  init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Users"

  /// The table the window scrolls when the list is longer than the view: the panel's.
  var tableView: TableView { panel.table }

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    presenter.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [presenter] in
        presenter.refreshRequested()
      }
    ]
  }

  // MARK: UsersView — stubs: draw what the presenter says on the panel.

  func showLoading() {}
  func show(users: [UserRowViewData]) {}
  func showEmptyState(message: String) {}
  func showError(title: String, message: String) {}
}
