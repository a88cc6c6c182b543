// VIPER · news — a list module and a detail module; the router moves between them.
//
// Start with NewsListInteractor: a search asks the *service* (as the original asks the API's
// search endpoint), and the interactor keeps the articles it got, so a selected row becomes an
// entity the presenter hands to NewsListRouter. NewsListPresenter keeps what the search field
// shows, so a refresh repeats the search. The router assembles the detail module
// (ArticleDetailRouter.assembleModule) and pushes it; the detail router pops it on `back`.
// Modules never build each other: only routers do. In `--trace`, what the interactor, the
// presenter and the router call on each other is reported by the decorators each module's
// assembleModule wires between them (Tracing/NewsListModule+Trace.swift and
// ArticleDetailModule+Trace.swift), so none of them mentions tracing.
import Domain

/// What the list presenter tells its view (presenter → view): a searchable list.
@MainActor
protocol NewsListViewInterface: SearchableListViewInterface {
  /// Shows a one-line notice above the rows, e.g. how many removed articles are not shown;
  /// loading, an empty state or an error hide it.
  func showNotice(_ text: String?)
}

/// What the list view tells its presenter (view → presenter).
@MainActor
protocol NewsListPresenterInterface: AnyObject {
  func viewDidLoad()
  func refreshRequested()
  func searchTextChanged(_ text: String)
  func searchCleared()
  /// The user picked the row at `index` (0-based).
  func rowSelected(at index: Int)
}

/// What the list presenter asks the use case to do (presenter → interactor).
@MainActor
protocol NewsListInteractorInput: AnyObject {
  /// Asks the service for the articles matching `query`, or for the headlines when it is
  /// empty, and reports them.
  func loadArticles(matching query: SearchQuery)
  /// Reports the loaded article at `index` (0-based) as selected; ignores other indices.
  func selectArticle(at index: Int)
}

/// What the list use case reports back (interactor → presenter).
@MainActor
protocol NewsListInteractorOutput: AnyObject {
  /// The articles to list, and how many placeholders were left out.
  func didLoad(feed: NewsFeed)
  func didFailToLoadArticles(with error: ServiceError)
  func didSelect(article: Article)
}

/// Where the list can go (presenter → router).
@MainActor
protocol NewsListRouterInterface: AnyObject {
  /// Assembles the detail module for `article`, pushes it and waits until it has loaded.
  func presentDetail(for article: Article)
}
