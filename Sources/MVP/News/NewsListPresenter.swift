import Domain

/// Loads headlines or search results from the service and formats rows.
@MainActor
final class NewsListPresenter {
  private weak var view: (any NewsListView)?
  private weak var coordinator: (any NewsCoordinating)?
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")

  init(service: any NewsService, coordinator: any NewsCoordinating) {
    self.service = service
    self.coordinator = coordinator
  }

  func attach(view: any NewsListView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadArticles()
  }

  func refreshRequested() async {
    await loadArticles()
  }

  func searchTextChanged(_ text: String) async {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    await loadArticles()
  }

  func searchCleared() async {
    await searchTextChanged("")
  }

  func rowSelected(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    await coordinator?.showDetail(of: articles[index])
  }

  private func loadArticles() async {
    view?.showLoading()
    do {
      articles =
        query.isEmpty
        ? try await service.topHeadlines()
        : try await service.searchArticles(matching: query.text)
    } catch {
      articles = []
      view?.showError(title: FailureText.newsNotLoaded, message: error.message)
      return
    }
    guard !articles.isEmpty else {
      view?.showEmptyState(message: query.emptyStateMessage("articles"))
      return
    }
    view?.show(articles: articles.map(Self.row))
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(
      title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
      source: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
  }
}
