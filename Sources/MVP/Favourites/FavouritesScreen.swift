import TextUI
import Tracing

/// The passive favourites list view.
@MainActor
final class FavouritesScreen: Screen, FavouritesView, ListPanelScreen {
  private let presenter: FavouritesPresenter
  var panel = ListPanel()

  init(presenter: FavouritesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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
    case .select(let number): await presenter.rowSelected(at: try index(ofRowNumber: number))
    default: break
    }
  }

  // MARK: FavouritesView

  func show(favourites: [FavouriteRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(favourites: \(count: favourites.count, "row"))")
    panel.show(rows: favourites.map { Row(title: $0.title, detail: $0.detail) })
  }
}
