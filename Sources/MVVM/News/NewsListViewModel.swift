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

  /// - Parameters:
  ///   - service: where headlines and search results come from.
  ///   - coordinator: where a selected article is shown; held weakly.
  init(service: any NewsService, coordinator: any NewsCoordinating) {
    self.service = service
    self.coordinator = coordinator
  }

  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  // MARK: Outputs

  var rows: [ArticleRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() async {
    await loadArticles()
  }

  func refreshRequested() async {
    await loadArticles()
  }

  func searchTextChanged(_ text: String) async {
    query = SearchQuery(text)
    searchText = query.text
    await loadArticles()
  }

  func searchCleared() async {
    await searchTextChanged("")
  }

  func rowSelected(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    let article = articles[index]
    await coordinator?.showDetail(of: article)
  }

  private func loadArticles() async {
    notice = nil
    content = .loading
    let feed: NewsFeed
    do {
      if query.isEmpty {
        feed = NewsFeed(try await service.topHeadlines())
      } else {
        feed = NewsFeed(try await service.searchArticles(matching: query.text))
      }
    } catch {
      articles = []
      content = .failed(AlertViewData(title: FailureText.newsNotLoaded, message: error.message))
      return
    }
    articles = feed.articles
    notice = feed.notice
    guard !articles.isEmpty else {
      content = .empty(query.emptyStateMessage("articles"))
      return
    }
    content = .loaded(articles.map(Self.row))
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(title: ArticleText.title(of: article), source: ArticleText.source(of: article))
  }
}
