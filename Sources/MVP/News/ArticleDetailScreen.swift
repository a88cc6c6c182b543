import TextUI
import Tracing

/// The passive article detail view.
@MainActor
final class ArticleDetailScreen: Screen, ArticleDetailView {
  private let presenter: ArticleDetailPresenter
  private var lines: [String] = []

  init(presenter: ArticleDetailPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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

  // MARK: ArticleDetailView

  func show(article: ArticleDetailViewData) {
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
