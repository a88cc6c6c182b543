import Domain

/// Loads headlines or search results from the service and formats rows: the articles a reader
/// lists (``NewsFeed``: no `[Removed]` placeholder, an address once), and a notice of how many
/// placeholders are not shown.
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
    let feed: NewsFeed
    do {
      feed = NewsFeed(
        query.isEmpty
          ? try await service.topHeadlines()
          : try await service.searchArticles(matching: query.text))
    } catch {
      articles = []
      view?.showError(title: FailureText.newsNotLoaded, message: error.message)
      return
    }
    articles = feed.articles
    guard !articles.isEmpty else {
      view?.showEmptyState(message: query.emptyStateMessage("articles"), notice: feed.notice)
      return
    }
    view?.show(articles: articles.map(Self.row), notice: feed.notice)
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(title: ArticleText.title(of: article), source: ArticleText.source(of: article))
  }
}
