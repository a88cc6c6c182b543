import Domain
import Foundation

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
