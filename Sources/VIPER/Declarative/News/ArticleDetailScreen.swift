import DeclarativeUI
import Tracing

/// The article detail screen, as a value: the fields, then the description's and the
/// content's paragraphs. Its `back` is the navigation stack's, which ``NewsStackScreen`` sends
/// to the presenter.
struct ArticleDetailScreen: View {
  let state: ArticleDetailViewState

  var body: some View {
    Form {
      if let article = state.article {
        LabeledContent("Title", value: article.title)
        LabeledContent("Author", value: article.author)
        LabeledContent("Source", value: article.source)
        LabeledContent("Date", value: article.date)
        LabeledContent("Link", value: article.link)
        for paragraph in article.description + article.content { Text(paragraph) }
      }
    }
    .navigationTitle("Article")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }
}
