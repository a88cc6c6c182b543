import Domain
import TextUI

/// The use case "read the news": headlines or a search, both asked of the service.
///
/// The interactor keeps the current query, so a refresh repeats the search, and the articles it
/// last got, so a selected row can be handed on as an entity. A failed load forgets them.
@MainActor
public final class NewsListInteractor: NewsListInteractorInput {
  public weak var output: (any NewsListInteractorOutput)?
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")

  public init(service: any NewsService) {
    self.service = service
  }

  public func loadArticles() async {
    do {
      articles = try await fetchArticles()
    } catch {
      Trace.message(from: "Service", to: "Interactor", "failed: \(error.message)")
      articles = []
      Trace.message(from: "Interactor", to: "Presenter", "didFailToLoadArticles(with: error)")
      output?.didFailToLoadArticles(with: error)
      return
    }
    Trace.message(from: "Service", to: "Interactor", "\(articles.count) articles")
    Trace.message(
      from: "Interactor", to: "Presenter",
      "didLoad(articles: \(articles.count) articles, matching: \(query.text.debugDescription))")
    output?.didLoad(articles: articles, matching: query)
  }

  public func searchArticles(matching query: SearchQuery) async {
    self.query = query
    await loadArticles()
  }

  public func selectArticle(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    Trace.message(from: "Interactor", to: "Presenter", "didSelect(article: articles[\(index)])")
    await output?.didSelect(article: articles[index])
  }

  /// Asks the service for the headlines, or for the current search when there is one.
  private func fetchArticles() async throws(ServiceError) -> [Article] {
    guard !query.isEmpty else {
      Trace.message(from: "Interactor", to: "Service", "topHeadlines()")
      return try await service.topHeadlines()
    }
    Trace.message(from: "Interactor", to: "Service", "searchArticles(matching: \(query.text.debugDescription))")
    return try await service.searchArticles(matching: query.text)
  }
}
