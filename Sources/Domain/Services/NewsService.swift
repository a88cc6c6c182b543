import Foundation

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
    try NewsResponse.articles(in: try await source.data(for: .news))
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let search = SearchQuery(query)
    return try await topHeadlines().filter { $0.matches(search) }
  }
}

extension NewsResponse {
  /// The articles of a NewsAPI document.
  ///
  /// - Throws: ``ServiceError/decoding(_:)`` for a malformed document, ``ServiceError/api(_:)``
  ///   when the document reports an error.
  static func articles(in data: Data) throws(ServiceError) -> [Article] {
    let response = try DocumentDecoder.decode(NewsResponse.self, from: data)
    if response.status == "error" {
      throw .api(response.message ?? response.code ?? "unknown error")
    }
    return response.articles
  }
}

extension Article {
  /// Whether the article's title or description contains the query: what a news search matches.
  public func matches(_ search: SearchQuery) -> Bool {
    search.matches(title ?? "") || search.matches(description ?? "")
  }
}
