import Domain
import Tracing

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

  init(service: any NewsService) {
    self.service = service
  }

  func loadArticles(matching query: SearchQuery) async {
    Trace.message(from: "Presenter", to: "Interactor", "loadArticles(matching: \(literal: query.text))")
    let feed: NewsFeed
    do {
      feed = NewsFeed(try await fetchArticles(matching: query))
    } catch {
      articles = []
      output?.didFailToLoadArticles(with: error)
      return
    }
    articles = feed.articles
    output?.didLoad(feed: feed)
  }

  func selectArticle(at index: Int) async {
    Trace.message(from: "Presenter", to: "Interactor", "selectArticle(at: \(index))")
    guard articles.indices.contains(index) else { return }
    await output?.didSelect(article: articles[index])
  }

  /// Asks the service for the headlines, or for the search when there is one.
  private func fetchArticles(matching query: SearchQuery) async throws(ServiceError) -> [Article] {
    if query.isEmpty {
      return try await service.topHeadlines()
    }
    return try await service.searchArticles(matching: query.text)
  }
}
