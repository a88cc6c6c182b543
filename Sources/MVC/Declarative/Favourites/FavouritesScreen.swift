import DeclarativeUI
import Tracing

/// The favourite drivers as a value, at the root of a navigation stack that follows its
/// controller's path of details.
struct FavouritesScreen: View {
  /// The controller this screen reads and calls.
  let controller: FavouritesController

  var body: some View {
    NavigationStack(path: path) {
      ListContentScreen(
        content: controller.content,
        onSelect: { index in
          Trace.message(from: "View", to: "Controller", "rowSelected(at: \(index))")
          controller.rowSelected(at: index)
        }
      )
      .refreshable {
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        controller.refreshRequested()
      }
      .navigationTitle("Favourites")
    } destination: { detail in
      FavouriteDetailScreen(controller: detail)
    }
    .onAppear {
      Trace.message(from: "View", to: "Controller", "viewDidLoad()")
      controller.viewDidLoad()
    }
  }

  /// The stack's path: the controller's; `back` on a detail writes it shorter.
  private var path: Binding<[FavouriteDetailController]> {
    Binding(
      get: { controller.path },
      set: { path in
        Trace.message(
          from: "View", to: "Controller",
          "pathChanged(to: [\(path.map { "#\($0.driver.number)" }.joined(separator: ", "))])")
        controller.pathChanged(to: path)
      })
  }
}
