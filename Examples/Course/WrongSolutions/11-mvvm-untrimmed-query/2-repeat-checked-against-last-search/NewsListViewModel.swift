// Wrong solution 11.2 · A repeat is checked against the last search, not the query on screen
//
// What it gets wrong: after the query is emptied, typing the last search again is dropped, so the headlines stay up.
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
  /// The last query sent to the search endpoint.
  private var lastSearch: String?
  /// The request in flight: a newer one cancels it, and so does the view model's end.
  private var requestTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    requestTask?.cancel()
  }

  func viewDidLoad() {
    load { service async throws(ServiceError) in try await service.topHeadlines() }
  }

  func searchTextChanged(_ text: String) {
    let query = SearchQuery(text)
    searchText = query.text
    guard !query.isEmpty else {
      viewDidLoad()
      return
    }
    guard query.text != lastSearch else { return }
    lastSearch = query.text
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
