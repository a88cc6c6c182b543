import TextUI
import Tracing

/// The article detail view: labelled fields, then the description and the content.
@MainActor
final class ArticleDetailView: Screen, ArticleDetailViewInterface {
  let presenter: any ArticleDetailPresenterInterface
  private var lines: [String] = []

  init(presenter: any ArticleDetailPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Article"

  func body() -> [String] { lines }

  func screenDidAppear() async {
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
    lines = Layout.stack(
      LabeledFields([
        ("Title", article.title), ("Author", article.author), ("Source", article.source),
        ("Date", article.date),
      ]).lines,
      [article.description],
      [article.content])
  }
}
