import DeclarativeUI
import Tracing

/// The users screen, as a value: the list ``UsersViewState`` keeps; `refresh` goes to the
/// presenter, traced where it is sent.
struct UsersScreen: View {
  let state: UsersViewState

  var body: some View {
    ListPanelScreen(panel: state.panel)
      .refreshable {
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        state.presenter.refreshRequested()
      }
      .navigationTitle("Users")
      .onAppear {
        Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
        state.presenter.viewDidLoad()
      }
  }
}
