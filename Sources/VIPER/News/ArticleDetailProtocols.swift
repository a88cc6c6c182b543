// VIPER · news, detail module — one article, every missing field defaulted.
//
// NewsListRouter assembles this module through ArticleDetailRouter.assembleModule, handing it
// the selected article (the entity). ArticleDetailInteractor serves it, ArticleDetailPresenter
// formats it as a reader shows it (Domain's ArticleText), and `back` goes to ArticleDetailRouter,
// which pops the screen and leaves the list, and its search, as they were.
import Domain

/// Everything the detail view shows, every field already defaulted.
struct ArticleDetailDisplayItem: Equatable, Sendable {
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

/// What the detail presenter tells its view (presenter → view).
@MainActor
protocol ArticleDetailViewInterface: AnyObject {
  func show(article: ArticleDetailDisplayItem)
}

/// What the detail view tells its presenter (view → presenter).
@MainActor
protocol ArticleDetailPresenterInterface: AnyObject {
  func viewDidLoad()
  func backTapped()
}

/// What the detail presenter asks the use case to do (presenter → interactor).
@MainActor
protocol ArticleDetailInteractorInput: AnyObject {
  /// Reports the article this module shows.
  func loadArticle()
}

/// What the detail use case reports back (interactor → presenter).
@MainActor
protocol ArticleDetailInteractorOutput: AnyObject {
  func didLoad(article: Article)
}

/// Where the detail can go (presenter → router).
@MainActor
protocol ArticleDetailRouterInterface: AnyObject {
  /// Pops the detail, back to the list.
  func dismissDetail()
}
