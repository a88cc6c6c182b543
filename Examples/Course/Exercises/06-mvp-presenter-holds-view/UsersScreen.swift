import TextUI

/// The passive users view: it owns its presenter, draws what it is told and forwards `refresh`.
@MainActor
final class UsersScreen: Screen, UsersView {
  private let presenter: UsersPresenter
  private var panel = ListPanel()

  init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Users"

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

  // MARK: UsersView

  func showLoading() { panel.showLoading() }
  func show(users: [UserRowViewData]) { panel.show(rows: users.map { Row(title: $0.name, detail: $0.age) }) }
  func showEmptyState(message: String) { panel.showEmptyState(message) }
  func showError(title: String, message: String) { panel.showAlert(title: title, message: message) }
}
