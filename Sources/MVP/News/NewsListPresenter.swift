import Domain

/// Loads headlines or search results from the service and formats rows: the articles a reader
/// lists (``NewsFeed``: no `[Removed]` placeholder, an address once), and a notice of how many
/// placeholders are not shown.
@MainActor
final class NewsListPresenter {
  private weak var view: (any NewsListViewInterface)?
  private weak var coordinator: (any NewsCoordinating)?
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")
  /// The load in flight: a newer search or refresh cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any NewsService, coordinator: any NewsCoordinating) {
    self.service = service
    self.coordinator = coordinator
  }

  deinit {
    loadTask?.cancel()
  }

  func attach(view: any NewsListViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    loadArticles()
  }

  func refreshRequested() {
    loadArticles()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    loadArticles()
  }

  func searchCleared() {
    searchTextChanged("")
  }

  func rowSelected(at index: Int) {
    guard articles.indices.contains(index) else { return }
    coordinator?.showDetail(of: articles[index])
  }

  private func loadArticles() {
    loadTask?.cancel()
    view?.showLoading()
    loadTask = Task { [weak self, service, query] in
      do throws(ServiceError) {
        let feed = NewsFeed(
          query.isEmpty
            ? try await service.topHeadlines()
            : try await service.searchArticles(matching: query.text))
        guard let self, !Task.isCancelled else { return }
        show(feed)
      } catch {
        guard let self, !Task.isCancelled else { return }
        articles = []
        view?.showError(title: FailureText.newsNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: NewsFeed) {
    articles = feed.articles
    guard !articles.isEmpty else {
      view?.showEmptyState(message: query.emptyStateMessage("articles"), notice: feed.notice)
      return
    }
    view?.show(articles: articles.map(Self.row), notice: feed.notice)
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(title: ArticleText.title(of: article), detail: ArticleText.source(of: article))
  }
}
