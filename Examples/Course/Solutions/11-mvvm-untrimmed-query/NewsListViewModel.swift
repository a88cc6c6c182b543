// Solution 11 · MVVM · The input that passes the raw query on
//
// The input turns the raw text into Domain's `SearchQuery` (trimmed), shows the trimmed text,
// and asks the service only when the query differs from the one whose results are on screen;
// an empty query asks for the headlines.
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

  init(service: any NewsService) {
    self.service = service
  }

  func viewDidLoad() async {
    shownQuery = SearchQuery("")
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
    guard query != shownQuery else { return }
    shownQuery = query
    guard !query.isEmpty else {
      await viewDidLoad()
      return
    }
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
