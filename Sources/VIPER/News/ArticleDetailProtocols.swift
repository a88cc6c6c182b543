// VIPER · news, detail module — one article, every missing field defaulted.
//
// NewsListRouter assembles this module through ArticleDetailRouter.assembleModule, handing it
// the selected article (the entity). ArticleDetailInteractor serves it, ArticleDetailPresenter
// fills Domain's placeholders and formats the date, and `back` goes to ArticleDetailRouter,
// which pops the screen and leaves the list, and its search, as they were.
import Domain

/// Everything the detail view shows, every field already defaulted.
public struct ArticleDetailDisplayData: Equatable, Sendable {
  public var title: String
  public var author: String
  public var source: String
  public var date: String
  public var description: String
  public var content: String

  public init(title: String, author: String, source: String, date: String, description: String, content: String) {
    self.title = title
    self.author = author
    self.source = source
    self.date = date
    self.description = description
    self.content = content
  }
}

/// What the detail presenter tells its view (presenter → view).
@MainActor
public protocol ArticleDetailViewInterface: AnyObject {
  func show(article: ArticleDetailDisplayData)
}

/// What the detail view tells its presenter (view → presenter).
@MainActor
public protocol ArticleDetailPresenterInterface: AnyObject {
  func viewDidLoad()
  func backTapped()
}

/// What the detail presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol ArticleDetailInteractorInput: AnyObject {
  /// Reports the article this module shows.
  func loadArticle()
}

/// What the detail use case reports back (interactor → presenter).
@MainActor
public protocol ArticleDetailInteractorOutput: AnyObject {
  func didLoad(article: Article)
}

/// Where the detail can go (presenter → router).
@MainActor
public protocol ArticleDetailRouterInterface: AnyObject {
  /// Pops the detail, back to the list.
  func dismissDetail()
}
