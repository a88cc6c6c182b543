import DeclarativeUI
import Tracing

/// The favourites list, as a value: the drivers ``FavouritesViewState`` keeps, favourites
/// first; selecting and refreshing go to the presenter, traced where they are sent.
struct FavouritesScreen: View {
  let state: FavouritesViewState

  var body: some View {
    ListPanelScreen(
      panel: state.panel,
      onSelect: { index in
        Trace.message(from: "View", to: "Presenter", "rowSelected(at: \(index))")
        state.presenter.rowSelected(at: index)
      }
    )
    .refreshable {
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      state.presenter.refreshRequested()
    }
    .navigationTitle("Favourites")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }
}
