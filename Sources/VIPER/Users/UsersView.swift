import TextUI

/// The users view: draws what the presenter says and forwards `refresh`.
///
/// Everything it is told is a list's common fare, drawn by ``ListPanelView``.
@MainActor
final class UsersView: Screen, UsersViewInterface, ListPanelView {
  let presenter: any UsersPresenterInterface
  var panel = ListPanel()

  /// Creates the view; it owns its presenter, which holds it back weakly.
  init(presenter: any UsersPresenterInterface) {
    self.presenter = presenter
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
}
