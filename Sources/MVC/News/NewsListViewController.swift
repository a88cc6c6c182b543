// MVC · news — list, search through the service, and a detail screen.
//
// Start with NewsListViewController: a search asks the *service*, not a local filter, as the
// original asks the API's search endpoint. Selecting a row makes the controller build an
// ArticleDetailViewController and push it on its window itself — no coordinator; `back` pops
// it and the list is as it was, search included. The views report each property the
// controllers set to `--trace`, and the window each push and pop; the controllers hold no
// tracing.
import Domain
import TextUI

/// Loads headlines or search results, shows them in its ``ListTextView`` and pushes the
/// detail of the article the user selects.
@MainActor
final class NewsListViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let textView = ListTextView(searchable: true)
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")

  /// - Parameter service: where headlines and search results come from.
  init(service: any NewsService) {
    self.service = service
  }

  let title = "News"
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .select, .refresh]

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    await viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try textView.index(ofRowNumber: number)
  }

  /// Hands `action` to the method named for its event.
  ///
  /// For `select <n>`, the view's table turns the row number into an index first, as a table
  /// view hands its delegate an index path.
  ///
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when `select <n>` names no row.
  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): await searchTextChanged(text)
    case .clear: await searchCleared()
    case .refresh: await refreshRequested()
    case .select(let number):
      let index = try index(ofRowNumber: number)
      await rowSelected(at: index)
    default: break
    }
  }

  private func viewDidLoad() async {
    await loadArticles()
  }

  private func searchTextChanged(_ text: String) async {
    query = SearchQuery(text)
    textView.searchText = query.text
    await loadArticles()
  }

  private func searchCleared() async {
    await searchTextChanged("")
  }

  private func refreshRequested() async {
    await loadArticles()
  }

  private func rowSelected(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    let detail = ArticleDetailViewController(article: articles[index])
    detail.window = window
    await window?.push(detail)
  }

  private func loadArticles() async {
    textView.content = .loading
    do {
      articles =
        query.isEmpty
        ? try await service.topHeadlines()
        : try await service.searchArticles(matching: query.text)
    } catch {
      articles = []
      textView.content = .alert(title: FailureText.newsNotLoaded, message: error.message)
      return
    }
    textView.content =
      articles.isEmpty
      ? .empty(query.emptyStateMessage("articles"))
      : .rows(
        articles.map { article in
          Row(
            title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
            detail: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
        })
  }
}
