import Domain

/// Fetches the headlines and keeps them, so a selected row becomes an article.
@MainActor
final class NewsListInteractor: NewsListInteractorInput {
  weak var output: (any NewsListInteractorOutput)?
  private let service: any NewsService
  private var articles: [Article] = []
  /// The load in flight: a newer one cancels it, and so does the interactor's end.
  private var loadTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  func loadHeadlines() {
    loadTask?.cancel()
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let articles = try await service.topHeadlines()
        guard let self, !Task.isCancelled else { return }
        self.articles = articles
        output?.didLoad(articles: articles)
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
}
