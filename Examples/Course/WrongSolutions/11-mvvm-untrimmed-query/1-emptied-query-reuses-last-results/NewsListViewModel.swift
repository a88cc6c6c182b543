// Wrong solution 11.1 · The emptied query reuses the articles loaded last
//
// What it gets wrong: its cache is whatever was loaded last, so an emptied query shows the last search's results, not the headlines.
import Domain

/// Loads headlines, searches articles and states what the news list shows.
@MainActor
final class NewsListViewModel: NewsListViewModelInputs, NewsListViewModelOutputs {
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  private(set) var searchText = ""
  private(set) var isLoading = true
  private(set) var errorMessage: String?
  private(set) var rows: [ArticleRowViewData] = []
  private let service: any NewsService
  /// The query whose results are on screen; the headlines answer the empty one.
  private var shownQuery = SearchQuery("")
  /// The articles loaded last, kept so that an emptied query need not ask again.
  private var loadedArticles: [Article] = []
  /// The request in flight: a newer one cancels it, and so does the view model's end.
  private var requestTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    requestTask?.cancel()
  }

  func viewDidLoad() {
    shownQuery = SearchQuery("")
    load { service async throws(ServiceError) in try await service.topHeadlines() }
  }

  func searchTextChanged(_ text: String) {
    let query = SearchQuery(text)
    searchText = query.text
    guard query != shownQuery else { return }
    shownQuery = query
    guard !query.isEmpty else {
      requestTask?.cancel()
      show(loadedArticles)
      return
    }
    let trimmed = query.text
    load { service async throws(ServiceError) in try await service.searchArticles(matching: trimmed) }
  }

  /// Shows loading, cancels the request still out, and shows what `request` answers, unless
  /// a newer request cancelled it meanwhile.
  private func load(_ request: @escaping @Sendable (any NewsService) async throws(ServiceError) -> [Article]) {
    requestTask?.cancel()
    (isLoading, errorMessage, rows) = (true, nil, [])
    requestTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let articles = try await request(service)
        guard let self, !Task.isCancelled else { return }
        show(articles)
      } catch {
        guard let self, !Task.isCancelled else { return }
        show(error)
      }
    }
  }

  private func show(_ articles: [Article]) {
    isLoading = false
    loadedArticles = articles
    rows = articles.map {
      ArticleRowViewData(
        title: Article.Placeholder.text($0.title, or: Article.Placeholder.title),
        source: Article.Placeholder.text($0.source?.name, or: Article.Placeholder.source))
    }
  }

  private func show(_ error: ServiceError) {
    isLoading = false
    errorMessage = error.message
  }
}
