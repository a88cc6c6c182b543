import DeclarativeUI
import Tracing

/// The favourites feature, declared: a navigation stack over the list whose path is read from
/// the store's state, as TCA binds navigation to state.
///
/// The state names the pushed driver in `detail`, so the path is that one screen or none; the
/// path's setter sends the detail's `.backTapped`, which the reducer answers by setting `detail`
/// to `nil`. No reducer changed for it: the path is derived, not stored.
struct FavouritesStackScreen: View {
  /// The feature's store; the hosting screen keeps the screen, and so it.
  let store: Store<FavouritesFeature.State, FavouritesFeature.Action>

  var body: some View {
    NavigationStack(path: path) {
      FavouritesScreen(store: store)
    } destination: { _ in
      if let detail = store.scope(state: { $0.detail }, action: { .detail($0) }) {
        FavouriteDetailScreen(store: detail)
      }
    }
  }

  /// The screens over the list: the detail while the state names one. Going back from it sends
  /// `.detail(.backTapped)`.
  private var path: Binding<[FavouritesRoute]> {
    Binding(
      get: { store.state.detail == nil ? [] : [.detail] },
      set: { path in
        guard path.isEmpty, store.state.detail != nil else { return }
        send(.detail(.backTapped))
      })
  }

  private func send(_ action: FavouritesFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// A screen pushed over the favourites list: the driver detail, the one the state can name.
enum FavouritesRoute: Hashable {
  case detail
}
