import Domain

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
      articles =
        query.isEmpty
        ? try await service.topHeadlines() : try await service.searchArticles(matching: query.text)
    } catch {
      articles = []
      output?.didFailToLoadArticles(with: error)
      return
    }
    output?.didLoad(articles: articles, matching: query)
  }

  public func searchArticles(matching query: SearchQuery) async {
    self.query = query
    await loadArticles()
  }

  public func selectArticle(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    await output?.didSelect(article: articles[index])
  }
}
