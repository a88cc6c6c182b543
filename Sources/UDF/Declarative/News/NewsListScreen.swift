import DeclarativeUI
import Domain
import TextUI
import Tracing

/// The news list screen, declared: a search field bound to the state's search text, whose setter
/// sends the text typed as an action, the removed-articles notice and the articles.
struct NewsListScreen: View {
  /// The feature's store.
  let store: Store<NewsFeature.State, NewsFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      if let notice = state.notice {
        Notice(notice)
      }
      List(count: state.list.items.count, rows: rows(in:)) { index in send(.articleSelected(index)) }
        .listStatus(state.list.status)
    }
    .searchable(text: Binding(get: { store.state.searchText }, set: { send(.searchTextChanged($0)) }))
    .refreshable { send(.refreshRequested) }
    .navigationTitle("News")
    .onAppear { send(.viewDidLoad) }
  }

  /// The articles at `range` as rows, asked for by the list when they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { Row(title: ArticleText.title(of: $0), detail: ArticleText.source(of: $0)) }
  }

  private func send(_ action: NewsFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
