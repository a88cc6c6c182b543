import Foundation

/// The news service over HTTP: headlines from `news.json`, searches from `news.json?q=<query>`.
///
/// The answer to a search is also filtered with ``SearchQuery``, so a plain file server that
/// ignores `q` (such as one serving the bundled fixtures) still gives search results.
public struct RemoteNewsService: NewsService {
  public let source: HTTPDataSource

  public init(source: HTTPDataSource) {
    self.source = source
  }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    try NewsResponse.articles(in: try await source.data(for: .news))
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let data = try await source.data(for: .news, query: [URLQueryItem(name: "q", value: query)])
    let search = SearchQuery(query)
    return try NewsResponse.articles(in: data).filter { $0.matches(search) }
  }
}
