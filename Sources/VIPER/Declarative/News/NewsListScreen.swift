import DeclarativeUI
import Tracing

/// The news list screen, as a value: a search field over the articles ``NewsListViewState``
/// keeps; searching, selecting and refreshing go to the presenter, traced where they are sent.
struct NewsListScreen: View {
  let state: NewsListViewState

  var body: some View {
    ListPanelScreen(
      panel: state.panel,
      onSelect: { index in
        Trace.message(from: "View", to: "Presenter", "rowSelected(at: \(index))")
        state.presenter.rowSelected(at: index)
      }
    )
    .searchable(text: searchText)
    .refreshable {
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      state.presenter.refreshRequested()
    }
    .navigationTitle("News")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }

  /// The search field's text: it shows what the presenter said, and typing goes to the
  /// presenter; clearing it is `searchCleared()`.
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
