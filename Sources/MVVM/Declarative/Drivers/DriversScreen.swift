import DeclarativeUI
import TextUI
import Tracing

/// The drivers screen, declared: a search field bound to the view model's search text over a
/// lazy list that asks the view model for the rows in view only, as `DriversView`'s table does.
struct DriversScreen: View {
  /// The view model the screen reads and tells; the hosting screen keeps the screen, and so it.
  let viewModel: any DriversViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    List(count: outputs.rowCount, rows: rows(in:))
      .listStatus(
        ListStatus(isLoading: outputs.isLoading, emptyMessage: outputs.emptyMessage, alert: outputs.errorAlert)
      )
      .searchable(text: searchText)
      .refreshable {
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      }
      .navigationTitle("Drivers")
      .onAppear {
        Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
        viewModel.inputs.viewDidLoad()
      }
  }

  /// The search field's text: it reads the `searchText` output, and typing (or clearing, which
  /// types an empty text) is the `searchTextChanged` input.
  private var searchText: Binding<String> {
    Binding(
      get: { viewModel.outputs.searchText },
      set: { text in
        Trace.message(from: "View", to: "ViewModel", "searchTextChanged(\(Trace.literal(text)))")
        viewModel.inputs.searchTextChanged(text)
      })
  }

  /// The rows at `range`, asked for by the list when they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    let count = viewModel.outputs.rowCount
    Trace.message(from: "View", to: "ViewModel", "rows(\(TableView.position(of: range, amongRows: count)))")
    return viewModel.outputs.rows(in: range).map { Row(title: $0.title, detail: $0.detail) }
  }
}
