import DeclarativeUI
import Tracing

/// The melodies screen, as a value: the network line over the list ``MelodiesViewState``
/// keeps; the network switch and `refresh` go to the presenter, traced where they are sent.
struct MelodiesScreen: View {
  let state: MelodiesViewState

  var body: some View {
    VStack {
      Text(state.networkState)
      ListPanelScreen(panel: state.panel)
    }
    .toolbar {
      Button(.offline) {
        Trace.message(from: "View", to: "Presenter", "networkSwitched(online: false)")
        state.presenter.networkSwitched(online: false)
      }
      Button(.online) {
        Trace.message(from: "View", to: "Presenter", "networkSwitched(online: true)")
        state.presenter.networkSwitched(online: true)
      }
    }
    .refreshable {
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      state.presenter.refreshRequested()
    }
    .navigationTitle("Melodies")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }
}
