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

  init(service: any NewsService) {
    self.service = service
  }

  func viewDidLoad() async {
    typedText = ""
    startLoading()
    do {
      show(try await service.topHeadlines())
    } catch {
      show(error)
    }
  }

  func searchTextChanged(_ text: String) async {
    guard text != typedText else { return }
    typedText = text
    let query = SearchQuery(text)
    searchText = query.text
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
