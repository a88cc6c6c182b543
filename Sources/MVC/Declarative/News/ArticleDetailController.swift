import Domain

/// Formats one article as a reader shows it (`ArticleText`), a default for every missing
/// field: the labelled fields and the paragraphs under them.
///
/// Nothing here changes after it is made, so nothing is observed: the detail screen reads it.
@MainActor
final class ArticleDetailController {
  /// Title, author, source, date and link, in the order shown.
  let fields: [(label: String, value: String)]
  /// The paragraphs under the fields: the description's, then the content's.
  let paragraphs: [String]

  /// - Parameter article: the article to show.
  init(article: Article) {
    let text = ArticleText(article)
    fields = [
      ("Title", text.title), ("Author", text.author), ("Source", text.source), ("Date", text.date), ("Link", text.link),
    ]
    paragraphs = text.description + text.content
  }
}
