// MVP · news — list, search through the service, and a detail screen (MVP+C).
//
// Start with NewsListPresenter: a search asks the *service*, not a local filter, as the
// original asks the API's search endpoint. Selecting a row goes through NewsCoordinator, which
// builds and pushes the detail module, so presenters never create each other.
import Domain

/// One formatted row of the news list.
public struct ArticleRowViewData: Equatable, Sendable {
  public var title: String
  public var source: String
}

/// Everything the detail screen shows, every field already defaulted.
public struct ArticleDetailViewData: Equatable, Sendable {
  public var title: String
  public var author: String
  public var source: String
  public var date: String
  public var description: String
  public var content: String
}

/// What the news list presenter can tell its view.
@MainActor
public protocol NewsListView: AnyObject {
  func showLoading()
  func show(articles: [ArticleRowViewData])
  func showEmptyState(message: String)
  func showSearchText(_ text: String)
  func showError(title: String, message: String)
}

/// What the article detail presenter can tell its view.
@MainActor
public protocol ArticleDetailView: AnyObject {
  func show(article: ArticleDetailViewData)
}

/// Where the news presenters navigate; the coordinator implements it.
@MainActor
public protocol NewsNavigating: AnyObject {
  func showDetail(of article: Article) async
  func closeDetail()
}
