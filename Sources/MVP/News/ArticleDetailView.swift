import TextUI
import Tracing

/// The passive article detail view.
@MainActor
final class ArticleDetailView: Screen, ArticleDetailViewInterface {
  private let presenter: ArticleDetailPresenter
  private var article: ArticleDetailViewData?

  init(presenter: ArticleDetailPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Article"

  /// Laid out as it is drawn, so that its fields and paragraphs wrap to the window's width.
  func body() -> [String] {
    guard let article else { return [] }
    return LabeledFields([
      ("Title", article.title), ("Author", article.author), ("Source", article.source), ("Date", article.date),
      ("Link", article.link),
    ]).lines(followedBy: article.description + article.content)
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .back { [presenter] in
        Trace.message(from: "View", to: "Presenter", "backTapped()")
        presenter.backTapped()
      }
    ]
  }

  // MARK: ArticleDetailViewInterface

  func show(article: ArticleDetailViewData) {
    Trace.message(from: "Presenter", to: "View", "show(article: \(literal: article.title))")
    self.article = article
  }
}
