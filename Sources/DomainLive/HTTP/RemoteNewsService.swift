import Domain
import Foundation

/// The news service over HTTP: headlines from `news.json`, searches from `news.json?q=<query>`.
///
/// The answer to a search is also filtered with ``SearchQuery``, so a plain file server that
/// ignores `q` (such as one serving the bundled fixtures) still gives search results.
package struct RemoteNewsService: NewsService {
  /// The server the documents come from.
  package let source: HTTPDataSource

  /// Creates a news service over HTTP.
  ///
  /// - Parameter source: the server to ask.
  package init(source: HTTPDataSource) {
    self.source = source
  }

  /// The headlines: the articles of `news.json`.
  ///
  /// - Returns: the articles, in the server's order.
  /// - Throws: ``ServiceError`` when the server cannot be reached, reports an error, or sends
  ///   a document that is not a news response.
  package func topHeadlines() async throws(ServiceError) -> [Article] {
    try NewsResponse.articles(in: try await source.data(for: .news))
  }

  /// The articles the server returns for `news.json?q=<query>` that match `query`.
  ///
  /// - Parameter query: the search text.
  /// - Returns: the matching articles, in the server's order.
  /// - Throws: ``ServiceError`` when the server cannot be reached, reports an error, or sends
  ///   a document that is not a news response.
  package func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let data = try await source.data(for: .news, query: [URLQueryItem(name: "q", value: query)])
    let search = SearchQuery(query)
    return try NewsResponse.articles(in: data).filter { $0.matches(search) }
  }
}
