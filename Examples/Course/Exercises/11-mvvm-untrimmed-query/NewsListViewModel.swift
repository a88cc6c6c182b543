// Exercise 11 · MVVM · The input that passes the raw query on
//
// What it teaches: a view model's inputs are where raw events become requests. The search
// field reports every change as typed — spaces, a trailing space, the same words again — and
// this view model hands each one to the news API: "  swift " is sent with its spaces, and
// typing a space after "swift" asks the server the same question twice. Trim the query, send
// every query but a repeat of the one whose results are on screen or on their way, and show
// the headlines for an emptied query (asked for again, or the ones already loaded: either will
// do). A search is out for a while: the same query typed again meanwhile is not sent twice (nor
// cancelled), and an answer that comes back after a later query was typed is not shown over
// that query's — `load(_:)` already cancels the request a newer one supersedes, and drops a
// cancelled request's answer. (Rx-style view models write this as `map(trim)` then
// `removeDuplicates()` on the input, and `flatMapLatest` for the request.)
//
// Where to look: `searchTextChanged(_:)` below.
// Check: `archdemo course check 11`.
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
    searchText = text
    load { service async throws(ServiceError) in try await service.searchArticles(matching: text) }
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
