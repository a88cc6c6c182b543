// Wrong solution 11.3 · A repeat is checked on the text as typed
//
// What it gets wrong: the query is trimmed for the request but compared untrimmed, so "viper " asks again for "viper".
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
  /// The text typed last.
  private var typedText = ""
  /// The request in flight: a newer one cancels it, and so does the view model's end.
  private var requestTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    requestTask?.cancel()
  }

  func viewDidLoad() {
    typedText = ""
    load { service async throws(ServiceError) in try await service.topHeadlines() }
  }

  func searchTextChanged(_ text: String) {
    guard text != typedText else { return }
    typedText = text
    let query = SearchQuery(text)
    searchText = query.text
    guard !query.isEmpty else {
      viewDidLoad()
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
