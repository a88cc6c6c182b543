/// The articles a news list shows of those the API sent, as a reader app lists them: NewsAPI's
/// `[Removed]` placeholders left out and counted, and an article listed once however many
/// times its address comes back.
package struct NewsFeed: Hashable, Sendable {
  /// The articles to list, in the API's order.
  package let articles: [Article]
  /// How many `[Removed]` placeholders were left out.
  package let removedCount: Int

  /// The feed of `fetched`.
  ///
  /// - Parameter fetched: the articles as the API sent them.
  package init(_ fetched: [Article]) {
    var seen = Set<String>()
    var articles: [Article] = []
    var removed = 0
    for article in fetched {
      if Self.isRemoved(article) {
        removed += 1
        continue
      }
      let address = ReaderText.collapsingSpaces(article.url ?? "")
      if !address.isEmpty, !seen.insert(address).inserted { continue }
      articles.append(article)
    }
    self.articles = articles
    self.removedCount = removed
  }

  /// What the list says above its rows when placeholders were left out, e.g.
  /// `2 removed articles not shown`; `nil` when none were.
  package var notice: String? {
    switch removedCount {
    case 0: nil
    case 1: "1 removed article not shown"
    default: "\(removedCount) removed articles not shown"
    }
  }

  /// Whether `article` is one of NewsAPI's placeholders for an article taken down: titled
  /// `[Removed]`, or at `https://removed.com`.
  ///
  /// - Parameter article: an article as the API sent it.
  /// - Returns: `true` for a placeholder.
  package static func isRemoved(_ article: Article) -> Bool {
    let title = ReaderText.collapsingSpaces(article.title ?? "")
    let address = ReaderText.collapsingSpaces(article.url ?? "").lowercased()
    return title == "[Removed]" || address == "https://removed.com"
  }
}
