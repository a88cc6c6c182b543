import Domain

/// The use case "read the news": headlines or a search, both asked of the service, listed as a
/// reader lists them (``NewsFeed``: no `[Removed]` placeholder, an address once).
///
/// The interactor keeps the articles it last listed, so a selected row can be handed on as an
/// entity. A failed load forgets them.
@MainActor
final class NewsListInteractor: NewsListInteractorInput {
  weak var output: (any NewsListInteractorOutput)?
  private let service: any NewsService
  private var articles: [Article] = []
  /// The load in flight: a newer search or refresh cancels it, and so does the interactor's end.
  private var loadTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  func loadArticles(matching query: SearchQuery) {
    loadTask?.cancel()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let feed = NewsFeed(try await Self.fetchArticles(matching: query, from: service))
        guard let self, !Task.isCancelled else { return }
        articles = feed.articles
        output?.didLoad(feed: feed)
      } catch {
        guard let self, !Task.isCancelled else { return }
        articles = []
        output?.didFailToLoadArticles(with: error)
      }
    }
  }

  func selectArticle(at index: Int) {
    guard articles.indices.contains(index) else { return }
    output?.didSelect(article: articles[index])
  }

  /// Asks the service for the headlines, or for the search when there is one.
  private static func fetchArticles(
    matching query: SearchQuery, from service: any NewsService
  ) async throws(ServiceError) -> [Article] {
    if query.isEmpty {
      return try await service.topHeadlines()
    }
    return try await service.searchArticles(matching: query.text)
  }
}
