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

/// The live news service over a fixture: headlines are `news.json`; a search matches an
/// article's title or description with ``SearchQuery`` (ignoring case and diacritics).
package struct LiveNewsService: NewsService {
  /// Where `news.json` is read from: the bundled fixtures or a directory.
  package let source: any DataSource

  /// Creates the service over `source`.
  ///
  /// - Parameter source: where `news.json` is read from.
  package init(source: any DataSource) {
    self.source = source
  }

  /// Reads and decodes `news.json`.
  ///
  /// - Returns: the document's articles, in its order.
  /// - Throws: the data source's ``ServiceError``, ``ServiceError/decoding(_:)`` for a
  ///   malformed document, or ``ServiceError/api(_:)`` for a document that reports an error.
  package func topHeadlines() async throws(ServiceError) -> [Article] {
    try NewsResponse.articles(in: try await source.data(for: .news))
  }

  /// The headlines whose title or description contains `query`, ignoring case and diacritics.
  ///
  /// - Parameter query: the search text; an empty one matches every headline.
  /// - Returns: the matching articles, in the document's order.
  /// - Throws: what ``topHeadlines()`` throws.
  package func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let search = SearchQuery(query)
    return try await topHeadlines().filter { $0.matches(search) }
  }
}

extension NewsResponse {
  /// The articles of a NewsAPI document.
  ///
  /// - Throws: ``ServiceError/decoding(_:)`` for a malformed document, ``ServiceError/api(_:)``
  ///   when the document reports an error.
  package static func articles(in data: Data) throws(ServiceError) -> [Article] {
    let response = try DocumentDecoder.decode(NewsResponse.self, from: data)
    if response.status == "error" {
      throw .api(response.message ?? response.code ?? "unknown error")
    }
    return response.articles
  }
}

extension Article {
  /// Whether the article's title or description contains the query: what a news search matches.
  ///
  /// - Parameter search: the query, folded once.
  /// - Returns: `true` when the title or the description matches; a missing field matches only
  ///   an empty query.
  package func matches(_ search: SearchQuery) -> Bool {
    search.matches(title ?? "") || search.matches(description ?? "")
  }
}
