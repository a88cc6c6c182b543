import DeclarativeUI
import TextUI
import Tracing

/// The news list screen, declared: a search field bound to the view model's search text, the
/// removed-articles notice and the articles, as the outputs state them.
struct NewsListScreen: View {
  /// The view model the screen reads and tells.
  let viewModel: any NewsListViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    VStack {
      if let notice = outputs.notice {
        Notice(notice)
      }
      List(outputs.rows.map { Row(title: $0.title, detail: $0.detail) }) { index in
        Trace.message(from: "View", to: "ViewModel", "rowSelected(at: \(index))")
        viewModel.inputs.rowSelected(at: index)
      }
      .listStatus(
        ListStatus(isLoading: outputs.isLoading, emptyMessage: outputs.emptyMessage, alert: outputs.errorAlert))
    }
    .searchable(text: searchText)
    .refreshable {
      Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
      viewModel.inputs.refreshRequested()
    }
    .navigationTitle("News")
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
}
