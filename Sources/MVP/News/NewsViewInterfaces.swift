// MVP · news — list, search through the service, and a detail screen (MVP+C).
//
// Start with NewsListPresenter: a search asks the *service*, not a local filter, as the
// original asks the API's search endpoint. Selecting a row goes through NewsCoordinator, which
// builds and pushes the detail module, so presenters never create each other. `--trace`
// reports each presenter call where it lands: at the start of a view or coordinator method.
import Domain

/// One formatted row of the news list.
struct ArticleRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// Everything the detail screen shows, every field already defaulted.
struct ArticleDetailViewData: Equatable, Sendable {
  var title: String
  var author: String
  var source: String
  var date: String
  var link: String
  /// The description's paragraphs.
  var description: [String]
  /// The content's paragraphs, the last saying how much is left at the source when it was cut.
  var content: [String]
}

/// What the news list presenter can tell its view.
@MainActor
protocol NewsListViewInterface: SearchableListViewInterface {
  /// Shows the rows, with `notice` above them (how many removed articles are not shown), or none.
  func show(articles: [ArticleRowViewData], notice: String?)
  func showEmptyState(message: String, notice: String?)
}

/// What the article detail presenter can tell its view.
@MainActor
protocol ArticleDetailViewInterface: AnyObject {
  func show(article: ArticleDetailViewData)
}

/// Where the news presenters navigate; the coordinator implements it.
@MainActor
protocol NewsCoordinating: AnyObject {
  func showDetail(of article: Article)
  func closeDetail()
}
