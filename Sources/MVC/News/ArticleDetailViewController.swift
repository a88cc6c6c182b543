import Domain
import TextUI

/// Shows one article in its ``ArticleDetailTextView``, a default for every missing field, and
/// pops itself off the window on `back`.
@MainActor
public final class ArticleDetailViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  public weak var window: Window?
  /// The view this controller owns and fills.
  public let textView = ArticleDetailTextView()
  private let article: Article

  /// - Parameter article: the article to show.
  public init(article: Article) {
    self.article = article
  }

  public let title = "Article"
  public let acceptedActions: [UserAction.Kind] = [.back]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: formats the article into the view.
  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    typealias Placeholder = Article.Placeholder
    let title = Placeholder.text(article.title, or: Placeholder.title)
    Trace.message(from: "Controller", to: "View", "fields = LabeledFields(Title: \(title.tracedLiteral()), …)")
    textView.fields = LabeledFields([
      ("Title", title),
      ("Author", Placeholder.text(article.author, or: Placeholder.author)),
      ("Source", Placeholder.text(article.source?.name, or: Placeholder.source)),
      ("Date", DisplayFormat.publishedDate(article.publishedAt)),
    ])
    let description = Placeholder.text(article.description, or: Placeholder.description)
    Trace.message(from: "Controller", to: "View", "descriptionText = \(description.tracedLiteral())")
    textView.descriptionText = description
    let content = Placeholder.text(article.content, or: Placeholder.content)
    Trace.message(from: "Controller", to: "View", "contentText = \(content.tracedLiteral())")
    textView.contentText = content
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .back else { return }
    Trace.message(from: "View", to: "Controller", "backTapped()")
    Trace.message(from: "Controller", to: "Window", "pop()")
    window?.pop()
  }
}
