import Domain

/// One headline as the list shows it.
struct ArticleRowDisplayItem: Equatable, Sendable {
  var title: String
  var source: String
}

/// What the presenter tells the list's view.
@MainActor
protocol NewsListViewInterface: AnyObject {
  func showLoading()
  func showArticles(_ rows: [ArticleRowDisplayItem])
  func showError(title: String, message: String)
}

/// What the list's view tells the presenter.
@MainActor
protocol NewsListPresenterInterface: AnyObject {
  func viewDidLoad()
  func rowSelected(at index: Int)
}

/// What the presenter asks the interactor.
@MainActor
protocol NewsListInteractorInput: AnyObject {
  func loadHeadlines()
  func selectArticle(at index: Int)
}

/// What the interactor tells the presenter.
@MainActor
protocol NewsListInteractorOutput: AnyObject {
  func didLoad(articles: [Article])
  func didFailToLoadArticles(with error: ServiceError)
  func didSelect(article: Article)
}

/// Where the list module can go.
@MainActor
protocol NewsListRouterInterface: AnyObject {
  func presentDetail(for article: Article)
}
