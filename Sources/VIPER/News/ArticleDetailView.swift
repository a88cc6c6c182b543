import TextUI
import Tracing

/// The article detail view: labelled fields, then the description and the content.
@MainActor
final class ArticleDetailView: Screen, ArticleDetailViewInterface {
  let presenter: any ArticleDetailPresenterInterface
  private var article: ArticleDetailDisplayItem?

  init(presenter: any ArticleDetailPresenterInterface) {
    self.presenter = presenter
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

  func show(article: ArticleDetailDisplayItem) {
    Trace.message(from: "Presenter", to: "View", "show(article: \(literal: article.title))")
    self.article = article
  }
}
