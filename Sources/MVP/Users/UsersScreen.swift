import TextUI
import Tracing

/// The passive users view: renders what the presenter says, forwards `refresh`.
@MainActor
final class UsersScreen: Screen, UsersView, ListPanelScreen {
  private let presenter: UsersPresenter
  var panel = ListPanel()

  init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Users"
  let acceptedActions: [UserAction.Kind] = [.refresh]

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .refresh else { return }
    await presenter.refreshRequested()
  }

  // MARK: UsersView

  func show(users: [UserViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(users: \(count: users.count, "row"))")
    panel.show(rows: users.map { Row(title: $0.name, detail: $0.age) })
  }
}
