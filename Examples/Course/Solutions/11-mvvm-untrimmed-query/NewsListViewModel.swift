// Solution 11 · MVVM · The input that passes the raw query on
//
// The input turns the raw text into Domain's `SearchQuery` (trimmed), shows the trimmed text,
// and asks the service only when the query differs from the one whose results are on screen
// or on their way; an empty query asks for the headlines. The query is recorded as the request
// goes out, so a repeat typed while it is out is not sent again, and an answer that comes back
// after a later query was typed is not shown over that query's results.
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

  init(service: any NewsService) {
    self.service = service
  }

  func viewDidLoad() async {
    let query = SearchQuery("")
    shownQuery = query
    startLoading()
    do {
      let articles = try await service.topHeadlines()
      guard query == shownQuery else { return }  // a later query was typed while this was out
      show(articles)
    } catch {
      guard query == shownQuery else { return }
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
      let articles = try await service.searchArticles(matching: query.text)
      guard query == shownQuery else { return }  // a later query was typed while this was out
      show(articles)
    } catch {
      guard query == shownQuery else { return }
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
