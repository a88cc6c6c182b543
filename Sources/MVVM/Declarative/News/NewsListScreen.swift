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
      .overlay {
        if outputs.isLoading {
          ProgressView()
        } else if let message = outputs.emptyMessage {
          Text(message)
        }
      }
      .alert(
        outputs.errorAlert?.title ?? "", message: outputs.errorAlert?.message ?? "",
        isPresented: outputs.errorAlert != nil)
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
