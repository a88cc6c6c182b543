// Wrong solution 11.4 · The query is recorded once its answer is on screen
//
// What it gets wrong: the query counts as shown only when its answer arrives, so a repeat typed while it is out is sent again, and a late answer replaces the results of the query typed after it.
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
    startLoading()
    do {
      show(try await service.topHeadlines())
      shownQuery = SearchQuery("")
    } catch {
      show(error)
    }
  }

  func searchTextChanged(_ text: String) async {
    let query = SearchQuery(text)
    searchText = query.text
    guard query != shownQuery else { return }
    guard !query.isEmpty else {
      await viewDidLoad()
      return
    }
    startLoading()
    do {
      show(try await service.searchArticles(matching: query.text))
      shownQuery = query
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
