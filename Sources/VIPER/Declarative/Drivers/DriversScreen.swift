import DeclarativeUI
import Tracing

/// The drivers screen, as a value: a search field over a list whose rows are asked of the
/// presenter as they come into view. It reads ``DriversViewState`` and sends the user's events
/// to the presenter, tracing each where it sends it.
struct DriversScreen: View {
  let state: DriversViewState

  var body: some View {
    ListPanelScreen(panel: state.panel, rows: state.rows(in:))
      .searchable(text: searchText)
      .refreshable {
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        state.presenter.refreshRequested()
      }
      .navigationTitle("Drivers")
      .onAppear {
        Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
        state.presenter.viewDidLoad()
      }
  }

  /// The search field's text: it shows what the presenter said, and typing goes to the
  /// presenter, which says what the field shows; clearing it is `searchCleared()`.
  private var searchText: Binding<String> {
    Binding(
      get: { state.panel.searchText },
      set: { [state] text in
        if text.isEmpty {
          Trace.message(from: "View", to: "Presenter", "searchCleared()")
          state.presenter.searchCleared()
        } else {
          Trace.message(from: "View", to: "Presenter", "searchTextChanged(\(Trace.literal(text)))")
          state.presenter.searchTextChanged(text)
        }
      })
  }
}
