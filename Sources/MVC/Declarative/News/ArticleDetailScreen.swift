import DeclarativeUI

/// One article as a value: its labelled fields, then its paragraphs, as its controller
/// formatted them. `back` is the navigation stack's, which writes the list's path.
struct ArticleDetailScreen: View {
  /// The controller that formatted the article.
  let controller: ArticleDetailController

  var body: some View {
    Form {
      for field in controller.fields {
        LabeledContent(field.label, value: field.value)
      }
      for paragraph in controller.paragraphs {
        Text(paragraph)
      }
    }
    .navigationTitle("Article")
  }
}
