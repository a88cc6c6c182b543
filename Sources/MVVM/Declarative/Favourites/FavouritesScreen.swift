import DeclarativeUI
import TextUI
import Tracing

/// The favourites list screen, declared: the drivers, favourites first, as the view model's
/// outputs state them.
struct FavouritesScreen: View {
  /// The view model the screen reads and tells.
  let viewModel: any FavouritesViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    List(outputs.rows.map { Row(title: $0.title, detail: $0.detail) }) { index in
      Trace.message(from: "View", to: "ViewModel", "rowSelected(at: \(index))")
      viewModel.inputs.rowSelected(at: index)
    }
    .listStatus(ListStatus(isLoading: outputs.isLoading, emptyMessage: outputs.emptyMessage, alert: outputs.errorAlert))
    .refreshable {
      Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
      viewModel.inputs.refreshRequested()
    }
    .navigationTitle("Favourites")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }
}
