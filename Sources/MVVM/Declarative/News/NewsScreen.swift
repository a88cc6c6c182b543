import DeclarativeUI
import Tracing

/// The news feature, declared: a navigation stack over the list whose path the
/// ``NewsStackCoordinator`` owns, each route shown by an ``ArticleDetailScreen``.
///
/// `back` on the detail writes the path; the setter tells the popped detail's view model, whose
/// `backTapped()` asks the coordinator to close it, as the imperative detail's `back` does.
struct NewsScreen: View {
  /// The navigation the screen follows; the hosting screen keeps the screen, and so it.
  let coordinator: NewsStackCoordinator

  var body: some View {
    NavigationStack(path: path) {
      NewsListScreen(viewModel: coordinator.listViewModel)
    } destination: { route in
      ArticleDetailScreen(viewModel: route.viewModel)
    }
  }

  /// The coordinator's path: a shorter one is the user going back from each route it leaves.
  private var path: Binding<[ArticleRoute]> {
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
