import DeclarativeUI
import Tracing

/// The favourites feature's root, as a value: a navigation stack over the list that follows
/// the path the favourites routers write.
///
/// A pushed screen's `back` writes the path; as the imperative detail's `back` does, it goes to
/// the detail's presenter, which asks its router to pop, so the path's setter sends it
/// there rather than writing the path itself.
struct FavouritesStackScreen: View {
  let navigation: FavouritesNavigation
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
      get: { navigation.path },
      set: { [navigation] path in
        guard path.count < navigation.path.count, let top = navigation.path.last else {
          navigation.path = path
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
