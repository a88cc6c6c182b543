// Solution 11 · MVVM · The input that passes the raw query on
//
// The input turns the raw text into Domain's `SearchQuery` (trimmed), shows the trimmed text,
// and asks the service only when the query differs from the one whose results are on screen
// or on their way; an empty query asks for the headlines. The query is recorded as the request
// goes out, so a repeat typed while it is out is not sent again (and does not cancel it), and
// an answer that comes back after a later query was typed was cancelled with its request, so
// it is not shown over that query's results.
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
  /// The query whose results are on screen, or on their way; the headlines answer the empty one.
  private var shownQuery = SearchQuery("")
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
    guard !query.isEmpty else {
      viewDidLoad()
      return
    }
    shownQuery = query
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
