import TextUI
import Tracing

/// The favourites list view: forwards selections, draws what it is told.
@MainActor
final class FavouritesView: TableScreen, FavouritesViewInterface, ListPanelView {
  let presenter: any FavouritesPresenterInterface
  var panel = ListPanel()

  init(presenter: any FavouritesPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Favourites"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .select { [presenter] index in
        Trace.message(from: "View", to: "Presenter", "rowSelected(at: \(index))")
        presenter.rowSelected(at: index)
      },
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      },
    ]
  }
}
