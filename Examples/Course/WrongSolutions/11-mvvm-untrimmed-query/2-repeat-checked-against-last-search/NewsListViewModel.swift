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

  init(service: any NewsService) {
    self.service = service
  }

  func viewDidLoad() async {
    startLoading()
    do {
      show(try await service.topHeadlines())
    } catch {
      show(error)
    }
  }

  func searchTextChanged(_ text: String) async {
    let query = SearchQuery(text)
    searchText = query.text
    guard !query.isEmpty else {
      await viewDidLoad()
      return
    }
    guard query.text != lastSearch else { return }
    lastSearch = query.text
    startLoading()
    do {
      show(try await service.searchArticles(matching: query.text))
    } catch {
      show(error)
    }
  }

  private func startLoading() {
    (isLoading, errorMessage, rows) = (true, nil, [])
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
