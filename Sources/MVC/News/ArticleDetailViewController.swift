import Domain
import TextUI
import Tracing

/// Shows one article in its ``ArticleDetailTextView``, a default for every missing field, and
/// pops itself off the window on `back`.
@MainActor
final class ArticleDetailViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let textView = ArticleDetailTextView()
  private let article: Article

  /// - Parameter article: the article to show.
  init(article: Article) {
    self.article = article
  }

  let title = "Article"

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
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
    typealias Placeholder = Article.Placeholder
    textView.fields = LabeledFields([
      ("Title", Placeholder.text(article.title, or: Placeholder.title)),
      ("Author", Placeholder.text(article.author, or: Placeholder.author)),
      ("Source", Placeholder.text(article.source?.name, or: Placeholder.source)),
      ("Date", DisplayFormat.publishedDate(article.publishedAt)),
    ])
    textView.paragraphs = [
      Placeholder.text(article.description, or: Placeholder.description),
      Placeholder.text(article.content, or: Placeholder.content),
    ]
  }

  private func backTapped() {
    window?.pop()
  }
}
