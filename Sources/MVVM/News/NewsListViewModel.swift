import Domain
import Observation

/// Loads headlines or search results from the service and states the news list: the articles a
/// reader lists (``NewsFeed``: no `[Removed]` placeholder, an address once), and a notice of how
/// many placeholders are not shown.
@MainActor
@Observable
final class NewsListViewModel: NewsListViewModelType, NewsListViewModelInputs, NewsListViewModelOutputs {
  private(set) var searchText = ""
  private(set) var notice: String?
  private var content: ListContent<ArticleRowViewData> = .loading
  @ObservationIgnored private weak var coordinator: (any NewsCoordinating)?
  @ObservationIgnored private let service: any NewsService
  @ObservationIgnored private var articles: [Article] = []
  @ObservationIgnored private var query = SearchQuery("")
  /// The load in flight: a newer search or refresh cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: where headlines and search results come from.
  ///   - coordinator: where a selected article is shown; held weakly.
  init(service: any NewsService, coordinator: any NewsCoordinating) {
    self.service = service
    self.coordinator = coordinator
  }

  deinit {
    loadTask?.cancel()
  }

  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  // MARK: Outputs

  var rows: [ArticleRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() {
    loadArticles()
  }

  func refreshRequested() {
    loadArticles()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    searchText = query.text
    loadArticles()
  }

  func searchCleared() {
    searchTextChanged("")
  }

  func rowSelected(at index: Int) {
    guard articles.indices.contains(index) else { return }
    let article = articles[index]
    coordinator?.showDetail(of: article)
  }

  private func loadArticles() {
    loadTask?.cancel()
    notice = nil
    content = .loading
    loadTask = Task { [weak self, service, query] in
      do throws(ServiceError) {
        let feed =
          query.isEmpty
          ? NewsFeed(try await service.topHeadlines())
          : NewsFeed(try await service.searchArticles(matching: query.text))
        guard let self, !Task.isCancelled else { return }
        show(feed)
      } catch {
        guard let self, !Task.isCancelled else { return }
        articles = []
        content = .failed(AlertViewData(title: FailureText.newsNotLoaded, message: error.message))
      }
    }
  }

  private func show(_ feed: NewsFeed) {
    articles = feed.articles
    notice = feed.notice
    guard !articles.isEmpty else {
      content = .empty(query.emptyStateMessage("articles"))
      return
    }
    content = .loaded(articles.map(Self.row))
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(title: ArticleText.title(of: article), detail: ArticleText.source(of: article))
  }
}
