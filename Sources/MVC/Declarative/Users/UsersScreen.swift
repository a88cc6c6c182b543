import DeclarativeUI
import Tracing

/// The users list as a value: it reads its controller in `body` and calls it for each event.
///
/// It owns no state; the controller it is given lives as long as the screen's host shows it.
struct UsersScreen: View {
  /// The controller this screen reads and calls.
  let controller: UsersController

  var body: some View {
    ListContentScreen(content: controller.content)
      .refreshable {
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        controller.refreshRequested()
      }
      .onAppear {
        Trace.message(from: "View", to: "Controller", "viewDidLoad()")
        controller.viewDidLoad()
      }
      .navigationTitle("Users")
  }
}
