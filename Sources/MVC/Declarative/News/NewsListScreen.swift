import DeclarativeUI
import Domain
import Tracing

/// The news list as a value, at the root of a navigation stack that follows its controller's
/// path: a selected article is pushed by the stack, not by the controller.
struct NewsListScreen: View {
  /// The controller this screen reads and calls.
  let controller: NewsListController

  var body: some View {
    NavigationStack(path: path) {
      ListContentScreen(
        content: controller.content, notice: controller.notice,
        onSelect: { index in
          Trace.message(from: "View", to: "Controller", "rowSelected(at: \(index))")
          controller.rowSelected(at: index)
        }
      )
      .searchable(text: searchText)
      .refreshable {
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        controller.refreshRequested()
      }
      .navigationTitle("News")
    } destination: { article in
      ArticleDetailScreen(controller: ArticleDetailController(article: article))
    }
    .onAppear {
      Trace.message(from: "View", to: "Controller", "viewDidLoad()")
      controller.viewDidLoad()
    }
  }

  /// The search field's text: the controller's query; typing, or clearing, tells the controller.
  private var searchText: Binding<String> {
    Binding(
      get: { controller.searchText },
      set: { text in
        Trace.message(from: "View", to: "Controller", "searchTextChanged(\(Trace.literal(text)))")
        controller.searchTextChanged(text)
      })
  }

  /// The stack's path: the controller's; `back` on a detail writes it shorter.
  private var path: Binding<[Article]> {
    Binding(
      get: { controller.path },
      set: { path in
        Trace.message(
          from: "View", to: "Controller",
          "pathChanged(to: [\(path.map { Trace.literal(ArticleText.title(of: $0)) }.joined(separator: ", "))])")
        controller.pathChanged(to: path)
      })
  }
}
