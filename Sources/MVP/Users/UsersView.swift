import TextUI
import Tracing

/// The passive users view: renders what the presenter says, forwards `refresh`.
@MainActor
final class UsersView: Screen, UsersViewInterface, ListPanelView {
  private let presenter: UsersPresenter
  var panel = ListPanel()

  init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Users"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      }
    ]
  }

  // MARK: UsersViewInterface

  func show(users: [UserRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(users: \(count: users.count, "row"))")
    panel.show(rows: users.map { Row(title: $0.title, detail: $0.detail) })
  }
}
