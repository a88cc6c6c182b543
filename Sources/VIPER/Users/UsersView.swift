import TextUI
import Tracing

/// The users view: draws what the presenter says and forwards `refresh`.
///
/// Everything it is told is a list's common fare, drawn by ``ListPanelView``.
@MainActor
final class UsersView: TableScreen, UsersViewInterface, ListPanelView {
  let presenter: any UsersPresenterInterface
  var panel = ListPanel()

  /// Creates the view; it owns its presenter, which holds it back weakly.
  init(presenter: any UsersPresenterInterface) {
    self.presenter = presenter
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
}
