// MVC · news — list, search through the service, and a detail screen.
//
// Start with NewsListViewController: a search asks the *service*, not a local filter, as the
// original asks the API's search endpoint. Selecting a row makes the controller build an
// ArticleDetailViewController and push it on its window itself — no coordinator; `back` pops
// it and the list is as it was, search included.
import Domain
import TextUI

/// Loads headlines or search results, shows them in its ``NewsListTextView`` and pushes the
/// detail of the article the user selects.
@MainActor
public final class NewsListViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  public weak var window: Window?
  /// The view this controller owns and fills.
  public let textView = NewsListTextView()
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")

  /// - Parameter service: where headlines and search results come from.
  public init(service: any NewsService) {
    self.service = service
  }

  public let title = "News"
  public let acceptedActions: [UserAction.Kind] = [.search, .clear, .select, .refresh]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: loads the headlines.
  public func screenDidAppear() async {
    await loadArticles()
  }

  /// Performs `action`.
  ///
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when `select <n>` names no row.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): await searchSubmitted(text)
    case .clear: await searchSubmitted("")
    case .refresh: await loadArticles()
    case .select(let number): await showDetail(at: try textView.table.index(ofRowNumber: number))
    default: break
    }
  }

  private func searchSubmitted(_ text: String) async {
    query = SearchQuery(text)
    textView.searchField.text = query.text
    await loadArticles()
  }

  private func showDetail(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    let detail = ArticleDetailViewController(article: articles[index])
    detail.window = window
    await window?.push(detail)
  }

  private func loadArticles() async {
    textView.alert = nil
    textView.table.content = .loading
    do {
      articles =
        query.isEmpty
        ? try await service.topHeadlines() : try await service.searchArticles(matching: query.text)
    } catch {
      articles = []
      textView.alert = Alert(title: "Could not load news", message: error.message)
      textView.table.content = .rows([])
      return
    }
    guard !articles.isEmpty else {
      textView.table.content = .empty(query.isEmpty ? "No articles" : "No articles match \"\(query.text)\".")
      return
    }
    textView.table.content = .rows(
      articles.map { article in
        Row(
          title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
          detail: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
      })
  }
}
