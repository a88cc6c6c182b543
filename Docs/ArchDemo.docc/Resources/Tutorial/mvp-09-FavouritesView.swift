import TextUI
import Tracing

/// The passive favourites list view.
@MainActor
final class FavouritesView: Screen, FavouritesViewInterface, ListPanelView {
  private let presenter: FavouritesPresenter
  var panel = ListPanel()

  init(presenter: FavouritesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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

  // MARK: FavouritesViewInterface

  func show(favourites: [FavouriteRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(favourites: \(count: favourites.count, "row"))")
    panel.show(rows: favourites.map { Row(title: $0.title, detail: $0.detail) })
  }
}
