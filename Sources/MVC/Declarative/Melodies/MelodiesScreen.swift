import DeclarativeUI
import Tracing

/// The melodies list as a value: the network line over the list, and the network switch in the
/// toolbar.
struct MelodiesScreen: View {
  /// The controller this screen reads and calls.
  let controller: MelodiesController

  var body: some View {
    VStack {
      Text(controller.networkLine)
      ListContentScreen(content: controller.content, notice: controller.notice)
    }
    .toolbar {
      Button(.offline) {
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: false)")
        controller.networkSwitched(online: false)
      }
      Button(.online) {
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: true)")
        controller.networkSwitched(online: true)
      }
    }
    .refreshable {
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      controller.refreshRequested()
    }
    .onAppear {
      Trace.message(from: "View", to: "Controller", "viewDidLoad()")
      controller.viewDidLoad()
    }
    .navigationTitle("Melodies")
  }
}
