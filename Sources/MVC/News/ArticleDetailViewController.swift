import Domain
import TextUI
import Tracing

/// Shows one article in its ``ArticleDetailTextView`` as a reader shows it (``ArticleText``),
/// a default for every missing field, and pops itself off the window on `back`.
@MainActor
final class ArticleDetailViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let contentView = ArticleDetailTextView()
  private let article: Article

  /// - Parameter article: the article to show.
  init(article: Article) {
    self.article = article
  }

  let title = "Article"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .back { [self] in
        Trace.message(from: "View", to: "Controller", "backTapped()")
        backTapped()
      }
    ]
  }

  /// Formats the article into the view.
  private func viewDidLoad() {
    let text = ArticleText(article)
    contentView.fields = LabeledFields([
      ("Title", text.title), ("Author", text.author), ("Source", text.source), ("Date", text.date),
      ("Link", text.link),
    ])
    contentView.paragraphs = text.description + text.content
  }

  private func backTapped() {
    window?.pop()
  }
}
