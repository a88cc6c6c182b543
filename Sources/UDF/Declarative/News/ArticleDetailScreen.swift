import DeclarativeUI

/// The article detail screen, declared: the labelled fields, then the description and the
/// content, read from a store scoped to the list's `detail`. Its `back` is the navigation
/// stack's, which the list's path sends.
struct ArticleDetailScreen: View {
  /// The detail's store, scoped from the list's.
  let store: Store<ArticleDetailFeature.State, ArticleDetailFeature.Action>

  var body: some View {
    let article = store.state.article
    Form {
      LabeledContent("Title", value: article.title)
      LabeledContent("Author", value: article.author)
      LabeledContent("Source", value: article.source)
      LabeledContent("Date", value: article.date)
      LabeledContent("Link", value: article.link)
      for paragraph in article.description + article.content {
        Text(paragraph)
      }
    }
    .navigationTitle("Article")
  }
}
