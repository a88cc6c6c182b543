import DeclarativeUI
import Tracing

/// The favourites feature's root, as a value: a navigation stack over the list that follows
/// the coordinator's path.
///
/// A pushed screen's `back` writes the path; as the imperative detail's `back` does, it goes to
/// the detail's presenter, which asks the coordinator to pop, so the path's setter sends it
/// there rather than writing the path itself.
struct FavouritesStackScreen: View {
  let coordinator: FavouritesPathCoordinator
  let list: FavouritesViewState

  var body: some View {
    NavigationStack(path: path) {
      FavouritesScreen(state: list)
    } destination: { route in
      switch route {
      case .driver(let state): FavouriteDetailScreen(state: state)
      }
    }
  }

  private var path: Binding<[FavouritesRoute]> {
    Binding(
      get: { coordinator.path },
      set: { [coordinator] path in
        guard path.count < coordinator.path.count, let top = coordinator.path.last else {
          coordinator.path = path
          return
        }
        switch top {
        case .driver(let state):
          Trace.message(from: "View", to: "Presenter", "backTapped()")
          state.presenter.backTapped()
        }
      })
  }
}
