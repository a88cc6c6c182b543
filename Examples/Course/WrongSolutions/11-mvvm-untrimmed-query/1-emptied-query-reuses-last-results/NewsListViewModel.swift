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
      show(loadedArticles)
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
    loadedArticles = articles
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
