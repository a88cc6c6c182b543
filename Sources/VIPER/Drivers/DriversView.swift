import TextUI

/// The drivers view: a search field over a list; forwards search text, draws what it is told.
@MainActor
final class DriversView: Screen, DriversViewInterface, ListPanelView {
  let presenter: any DriversPresenterInterface
  var panel = ListPanel(searchable: true)

  init(presenter: any DriversPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Drivers"
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): presenter.searchTextChanged(text)
    case .clear: presenter.searchCleared()
    case .refresh: await presenter.refreshRequested()
    default: break
    }
  }
}
