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
import Tracing

/// Loads headlines or search results, shows them in its ``ListTextView`` and pushes the
/// detail of the article the user selects. It lists what a reader lists (``NewsFeed``: no
/// `[Removed]` placeholder, an address once), with a notice of how many placeholders are not
/// shown.
@MainActor
final class NewsListViewController: TableScreen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let contentView = ListTextView(searchable: true)
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")
  /// The load in flight: a newer search or refresh cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameter service: where headlines and search results come from.
  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "News"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try contentView.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [self] text in
        Trace.message(from: "View", to: "Controller", "searchTextChanged(\(Trace.literal(text)))")
        searchTextChanged(text)
      },
      .clear { [self] in
        Trace.message(from: "View", to: "Controller", "searchCleared()")
        searchCleared()
      },
      .select { [self] index in
        Trace.message(from: "View", to: "Controller", "rowSelected(at: \(index))")
        rowSelected(at: index)
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        refreshRequested()
      },
    ]
  }

  private func viewDidLoad() {
    loadArticles()
  }

  private func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    contentView.searchText = query.text
    loadArticles()
  }

  private func searchCleared() {
    searchTextChanged("")
  }

  private func refreshRequested() {
    loadArticles()
  }

  private func rowSelected(at index: Int) {
    guard articles.indices.contains(index) else { return }
    let detail = ArticleDetailViewController(article: articles[index])
    detail.window = window
    window?.push(detail)
  }

  private func loadArticles() {
    loadTask?.cancel()
    contentView.notice = nil
    contentView.content = .loading
    loadTask = Task { [weak self, service, query] in
      do throws(ServiceError) {
        let feed = NewsFeed(
          query.isEmpty
            ? try await service.topHeadlines()
            : try await service.searchArticles(matching: query.text))
        guard let self, !Task.isCancelled else { return }
        show(feed)
      } catch {
        guard let self, !Task.isCancelled else { return }
        articles = []
        contentView.content = .alert(title: FailureText.newsNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: NewsFeed) {
    articles = feed.articles
    if let notice = feed.notice { contentView.notice = Banner(notice) }
    contentView.content =
      articles.isEmpty
      ? .empty(query.emptyStateMessage("articles"))
      : .rows(
        articles.map { article in
          Row(title: ArticleText.title(of: article), detail: ArticleText.source(of: article))
        })
  }
}
