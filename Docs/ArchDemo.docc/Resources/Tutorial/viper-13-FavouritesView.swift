import TextUI

/// The favourites list view: forwards selections, draws what it is told.
@MainActor
final class FavouritesView: Screen, FavouritesViewInterface, ListPanelView {
  let presenter: any FavouritesPresenterInterface
  var panel = ListPanel()

  init(presenter: any FavouritesPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Favourites"
  let acceptedActions: [UserAction.Kind] = [.select, .refresh]

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.table.index(ofRowNumber: number)
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .refresh: await presenter.refreshRequested()
    case .select(let number): try await presenter.rowSelected(at: index(ofRowNumber: number))
    default: break
    }
  }
}
