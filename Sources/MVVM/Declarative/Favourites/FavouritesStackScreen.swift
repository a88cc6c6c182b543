import DeclarativeUI
import Tracing

/// The favourites feature, declared: a navigation stack over the list whose path the
/// ``FavouritesStackCoordinator`` owns, each route shown by a ``FavouriteDetailScreen``.
///
/// `back` on the detail writes the path; the setter tells the popped detail's view model, whose
/// `backTapped()` asks the coordinator to close it, as the imperative detail's `back` does.
struct FavouritesStackScreen: View {
  /// The navigation the screen follows; the hosting screen keeps the screen, and so it.
  let coordinator: FavouritesStackCoordinator

  var body: some View {
    NavigationStack(path: path) {
      FavouritesScreen(viewModel: coordinator.listViewModel)
    } destination: { route in
      FavouriteDetailScreen(viewModel: route.viewModel)
    }
  }

  /// The coordinator's path: a shorter one is the user going back from each route it leaves.
  private var path: Binding<[FavouriteDetailRoute]> {
    Binding(
      get: { coordinator.path },
      set: { newPath in
        for route in coordinator.path.dropFirst(newPath.count).reversed() {
          Trace.message(from: "View", to: "ViewModel", "backTapped()")
          route.viewModel.inputs.backTapped()
        }
      })
  }
}
