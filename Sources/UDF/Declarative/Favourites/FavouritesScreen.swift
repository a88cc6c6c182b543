import DeclarativeUI
import Domain
import TextUI
import Tracing

/// The favourites list screen, declared: the drivers, favourites first, read from the store's
/// state; selecting one sends an action, which sets the state's `detail`.
struct FavouritesScreen: View {
  /// The feature's store.
  let store: Store<FavouritesFeature.State, FavouritesFeature.Action>

  var body: some View {
    let list = store.state.list
    List(count: list.items.count, rows: rows(in:)) { index in send(.driverSelected(index)) }
      .listStatus(list.status)
      .refreshable { send(.refreshRequested) }
      .navigationTitle("Favourites")
      .onAppear { send(.viewDidLoad) }
  }

  /// The drivers at `range` as rows, each starred as the state says, asked for by the list when
  /// they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    let favourites = store.state.favourites
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { driver in
      Row(
        title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
        detail: DisplayFormat.driverDetail(driver))
    }
  }

  private func send(_ action: FavouritesFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
