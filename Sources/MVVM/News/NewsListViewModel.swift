import Domain
import Observation

/// Loads headlines or search results from the service and states the news list.
@MainActor
@Observable
final class NewsListViewModel: NewsListViewModelType, NewsListViewModelInputs, NewsListViewModelOutputs {
  private(set) var searchText = ""
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
    content = .loading
    do {
      if query.isEmpty {
        articles = try await service.topHeadlines()
      } else {
        articles = try await service.searchArticles(matching: query.text)
      }
    } catch {
      articles = []
      content = .failed(AlertViewData(title: FailureText.newsNotLoaded, message: error.message))
      return
    }
    guard !articles.isEmpty else {
      content = .empty(query.emptyStateMessage("articles"))
      return
    }
    content = .loaded(articles.map(Self.row))
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(
      title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
      source: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
  }
}
