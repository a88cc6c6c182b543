/// Fetches headlines and searches articles, as the news API's two endpoints do.
public protocol NewsService: Sendable {
  /// The top headlines.
  func topHeadlines() async throws(ServiceError) -> [Article]
  /// The articles matching `query`.
  func searchArticles(matching query: String) async throws(ServiceError) -> [Article]
}

/// The live news service over a fixture: headlines are `news.json`; a search matches an
/// article's title or description with ``SearchQuery`` (ignoring case and diacritics).
public struct LiveNewsService: NewsService {
  public let source: any DataSource

  public init(source: any DataSource) {
    self.source = source
  }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    let response = try DocumentDecoder.decode(
      NewsResponse.self, from: try await source.data(for: .news))
    if response.status == "error" {
      throw .api(response.message ?? response.code ?? "unknown error")
    }
    return response.articles
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let search = SearchQuery(query)
    return try await topHeadlines().filter {
      search.matches($0.title ?? "") || search.matches($0.description ?? "")
    }
  }
}
