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
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await loadArticles()
  }

  /// Performs `action`.
  ///
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when `select <n>` names no row.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      Trace.message(from: "View", to: "Controller", "searchSubmitted(\(text.debugDescription))")
      await searchSubmitted(text)
    case .clear:
      Trace.message(from: "View", to: "Controller", "searchCleared()")
      await searchSubmitted("")
    case .refresh:
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      await loadArticles()
    case .select(let number):
      let index = try textView.table.index(ofRowNumber: number)
      Trace.message(from: "View", to: "Controller", "articleSelected(at: \(index))")
      await showDetail(at: index)
    default: break
    }
  }

  private func searchSubmitted(_ text: String) async {
    query = SearchQuery(text)
    Trace.message(from: "Controller", to: "View", "searchField.text = \(query.text.debugDescription)")
    textView.searchField.text = query.text
    await loadArticles()
  }

  private func showDetail(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    let detail = ArticleDetailViewController(article: articles[index])
    detail.window = window
    Trace.message(from: "Controller", to: "Window", "push(ArticleDetailViewController)")
    await window?.push(detail)
  }

  private func loadArticles() async {
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    Trace.message(from: "Controller", to: "View", "table.content = .loading")
    textView.table.content = .loading
    do {
      if query.isEmpty {
        Trace.message(from: "Controller", to: "Service", "topHeadlines()")
        articles = try await service.topHeadlines()
      } else {
        Trace.message(from: "Controller", to: "Service", "searchArticles(matching: \(query.text.debugDescription))")
        articles = try await service.searchArticles(matching: query.text)
      }
      Trace.message(from: "Service", to: "Controller", "\(articles.count) articles")
    } catch {
      Trace.message(from: "Service", to: "Controller", "failed: \(error.message)")
      articles = []
      Trace.message(from: "Controller", to: "View", "alert = Alert(\"Could not load news\")")
      textView.alert = Alert(title: "Could not load news", message: error.message)
      Trace.message(from: "Controller", to: "View", "table.content = .rows(0 rows)")
      textView.table.content = .rows([])
      return
    }
    let content: TableView.Content =
      articles.isEmpty
      ? .empty(query.isEmpty ? "No articles" : "No articles match \"\(query.text)\".")
      : .rows(
        articles.map { article in
          Row(
            title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
            detail: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
        })
    Trace.message(from: "Controller", to: "View", "table.content = \(content.traced)")
    textView.table.content = content
  }
}
