import Foundation

/// Fetches headlines and searches articles, as the news API's two endpoints do.
public protocol NewsService: Sendable {
  /// The top headlines.
  ///
  /// - Returns: the articles, in the order the list shows them.
  /// - Throws: ``ServiceError`` when the headlines cannot be fetched or read, or the API
  ///   reports an error.
  func topHeadlines() async throws(ServiceError) -> [Article]
  /// The articles matching `query`.
  ///
  /// - Parameter query: the search text, as typed.
  /// - Returns: the matching articles; none is an answer (the empty state), not an error.
  /// - Throws: ``ServiceError`` when the search cannot be made or read, or the API reports an
  ///   error.
  func searchArticles(matching query: String) async throws(ServiceError) -> [Article]
}

extension Article {
  /// Whether the article's title or description contains the query, as a reader sees them
  /// (``ReaderText/line(_:)``: `s&p` finds `S&amp;P`, and no tag's name is found): what a news
  /// search matches.
  ///
  /// - Parameter search: the query, folded once.
  /// - Returns: `true` when the title or the description matches; a missing field matches only
  ///   an empty query.
  package func matches(_ search: SearchQuery) -> Bool {
    search.matches(ReaderText.line(title ?? "")) || search.matches(ReaderText.line(description ?? ""))
  }
}
