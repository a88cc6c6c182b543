// Wrong solution 08.2 · The view decides the empty state
//
// What it gets wrong: the presenter hands an empty list on, and the "passive" view decides it means "No users".
import Domain
import TextUI

/// The passive users view: it owns its presenter, draws what it is told and forwards `refresh`.
///
/// Each method draws one state on the panel; none decides anything.
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

  // MARK: UsersView

  func showLoading() {
    panel.showLoading()
  }

  func show(users: [UserRowViewData]) {
    guard !users.isEmpty else {
      panel.showEmptyState(User.emptyListMessage)
      return
    }
    panel.show(rows: users.map { Row(title: $0.name, detail: $0.age) })
  }

  func showEmptyState(message: String) {
    panel.showEmptyState(message)
  }

  func showError(title: String, message: String) {
    panel.showAlert(title: title, message: message)
  }
}
