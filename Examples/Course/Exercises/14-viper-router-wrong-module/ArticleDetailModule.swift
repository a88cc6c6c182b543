// The article detail module, kept to one file because the exercise is about the list's router:
// a passive view, a presenter that formats the article, and the router that assembles the
// module and pops it on `back`. (It needs no interactor: the article arrives whole.)
import Domain
import TextUI

/// The article as the detail screen shows it.
struct ArticleDetailDisplayItem: Equatable, Sendable {
  var title: String
  var source: String
  var published: String
  var description: String
}

/// The detail screen: draws the article, forwards `back`.
@MainActor
final class ArticleDetailView: Screen {
  private let presenter: ArticleDetailPresenter
  private var data: ArticleDetailDisplayItem?

  init(presenter: ArticleDetailPresenter) {
    self.presenter = presenter
  }

  let title = "Article"

  func body() -> [String] {
    guard let data else { return [] }
    return Layout.stack(
      [data.title], LabeledFields([("Source", data.source), ("Published", data.published)]).lines, [data.description])
  }

  func screenDidLoad() {
    presenter.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .back { [presenter] in
        presenter.backTapped()
      }
    ]
  }

  func show(_ data: ArticleDetailDisplayItem) {
    self.data = data
  }
}

/// Formats the article for the view; sends `back` to the router.
@MainActor
final class ArticleDetailPresenter {
  weak var view: ArticleDetailView?
  private let article: Article
  private let router: ArticleDetailRouter

  init(article: Article, router: ArticleDetailRouter) {
    self.article = article
    self.router = router
  }

  func viewDidLoad() {
    view?.show(
      ArticleDetailDisplayItem(
        title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
        source: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source),
        published: DisplayFormat.publishedDate(article.publishedAt),
        description: Article.Placeholder.text(article.description, or: Article.Placeholder.description)))
  }

  func backTapped() {
    router.dismissDetail()
  }
}

/// Assembles the detail module and takes it off the window.
@MainActor
final class ArticleDetailRouter {
  weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  static func assembleModule(article: Article, window: Window) -> ArticleDetailView {
    let router = ArticleDetailRouter(window: window)
    let presenter = ArticleDetailPresenter(article: article, router: router)
    let view = ArticleDetailView(presenter: presenter)
    presenter.view = view
    return view
  }

  func dismissDetail() {
    window?.pop()
  }
}
