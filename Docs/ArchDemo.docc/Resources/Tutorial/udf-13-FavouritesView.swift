import Domain
import TextUI
import Tracing

/// The favourites list screen: draws the store's state, sends the user's events to it as
/// actions, and makes the window follow the state's `detail`, pushing and popping the driver
/// detail.
@MainActor
final class FavouritesView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<FavouritesFeature.State, FavouritesFeature.Action>
  private var panel = ListPanel()
  /// Pushes the driver detail when the state names one, pops it when the state no longer does.
  private let navigation:
    NavigationFollower<
      FavouritesFeature.State, FavouritesFeature.Action, FavouriteDetailFeature.State, FavouriteDetailFeature.Action
    >

  /// - Parameters:
  ///   - store: the feature's store; the view owns it.
  ///   - window: where the driver detail is pushed; held weakly.
  init(store: Store<FavouritesFeature.State, FavouritesFeature.Action>, window: Window) {
    self.store = store
    navigation = NavigationFollower(
      store: store, child: { $0.detail }, action: { .detail($0) }, screen: { FavouriteDetailView(store: $0) },
      show: { [weak window] screen in window?.push(screen) },
      hide: { [weak window] screen in if window?.topScreen === screen { window?.pop() } })
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Favourites"

  func body() -> [String] {
    panel.lines
  }

  /// Shows `state` in the panel: called with the state the view starts with, then with each new
  /// one the store publishes.
  private func render(_ state: FavouritesFeature.State) {
    panel.show(state.list)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try TableView.index(ofRowNumber: number, amongRows: numberOfRows)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .select { [weak self] index in self?.send(.driverSelected(index)) },
      .refresh { [weak self] in self?.send(.refreshRequested) },
    ]
  }

  private func send(_ action: FavouritesFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's drivers, each
/// with its star.
extension FavouritesView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    let favourites = store.state.favourites
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map { driver in
      Row(
        title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
        detail: DisplayFormat.driverDetail(driver))
    }
  }
}
