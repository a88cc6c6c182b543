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
  let acceptedActions: [UserAction.Kind] = [.back]

  func body() -> [String] { lines }

  func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .back else { return }
    presenter.backTapped()
  }

  // MARK: ArticleDetailViewInterface

  func show(article: ArticleDetailDisplayData) {
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
