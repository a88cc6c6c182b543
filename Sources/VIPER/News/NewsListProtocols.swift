// VIPER · news — a list module and a detail module; the router moves between them.
//
// Start with NewsListInteractor: a search asks the *service* (as the original asks the API's
// search endpoint), and the interactor keeps the articles it got, so a selected row becomes an
// entity the presenter hands to NewsListRouter. The router assembles the detail module
// (ArticleDetailRouter.assembleModule) and pushes it; the detail router pops it on `back`.
// Modules never build each other: only routers do.
import Domain

/// One formatted row of the news list.
public struct ArticleRowDisplayItem: Equatable, Sendable {
  public var title: String
  public var source: String

  public init(title: String, source: String) {
    self.title = title
    self.source = source
  }
}

/// What the list presenter tells its view (presenter → view).
@MainActor
public protocol NewsListViewInterface: AnyObject {
  func showLoading()
  func show(articles: [ArticleRowDisplayItem])
  func showEmptyState(message: String)
  func showSearchText(_ text: String)
  func showError(title: String, message: String)
}

/// What the list view tells its presenter (view → presenter).
@MainActor
public protocol NewsListPresenterInterface: AnyObject {
  func viewDidLoad() async
  func refreshRequested() async
  func searchSubmitted(_ text: String) async
  func searchCleared() async
  /// The user picked the row at `index` (0-based).
  func articleSelected(at index: Int) async
}

/// What the list presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol NewsListInteractorInput: AnyObject {
  /// Loads the headlines, or the results of the current search, and reports them.
  func loadArticles() async
  /// Keeps `query` and asks the service for it; an empty query loads the headlines.
  func searchArticles(matching query: SearchQuery) async
  /// Reports the loaded article at `index` (0-based) as selected; ignores other indices.
  func selectArticle(at index: Int) async
}

/// What the list use case reports back (interactor → presenter).
@MainActor
public protocol NewsListInteractorOutput: AnyObject {
  func didLoad(articles: [Article], matching query: SearchQuery)
  func didFailToLoadArticles(with error: ServiceError)
  func didSelect(article: Article) async
}

/// Where the list can go (presenter → router).
@MainActor
public protocol NewsListRouterInterface: AnyObject {
  /// Assembles the detail module for `article`, pushes it and waits until it has loaded.
  func presentDetail(for article: Article) async
}
