// Exercise 11 · MVVM · The input that passes the raw query on
//
// What it teaches: a view model's inputs are where raw events become requests. The search
// field reports every change as typed — spaces, a trailing space, the same words again — and
// this view model hands each one to the news API: "  swift " is sent with its spaces, and
// typing a space after "swift" asks the server the same question twice. Trim the query, send
// every query but a repeat of the one whose results are on screen or on their way, and show
// the headlines for an emptied query (asked for again, or the ones already loaded: either will
// do). A search is out for a while: the same query typed again meanwhile is not sent twice, and
// an answer that comes back after a later query was typed is not shown over that query's.
// (Rx-style view models write this as `map(trim)` then `removeDuplicates()` on the input.)
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
    searchText = text
    startLoading()
    do {
      show(try await service.searchArticles(matching: text))
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
