import Domain

/// Fetches the headlines and keeps them, so a selected row becomes an article.
@MainActor
final class NewsListInteractor: NewsListInteractorInput {
  weak var output: (any NewsListInteractorOutput)?
  private let service: any NewsService
  private var articles: [Article] = []

  init(service: any NewsService) {
    self.service = service
  }

  func loadHeadlines() async {
    do {
      articles = try await service.topHeadlines()
      output?.didLoad(articles: articles)
    } catch {
      articles = []
      output?.didFailToLoadArticles(with: error)
    }
  }

  func selectArticle(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    await output?.didSelect(article: articles[index])
  }
}
