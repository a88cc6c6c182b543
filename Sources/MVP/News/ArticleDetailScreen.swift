import TextUI

/// The passive article detail view.
@MainActor
public final class ArticleDetailScreen: Screen, ArticleDetailView {
  private let presenter: ArticleDetailPresenter
  private var lines: [String] = []

  public init(presenter: ArticleDetailPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  public let title = "Article"
  public let acceptedActions: [UserAction.Kind] = [.back]

  public func body() -> [String] { lines }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .back else { return }
    Trace.message(from: "View", to: "Presenter", "backTapped()")
    presenter.backTapped()
  }

  // MARK: ArticleDetailView

  public func show(article: ArticleDetailViewData) {
    lines = Layout.stack(
      LabeledFields([
        ("Title", article.title), ("Author", article.author), ("Source", article.source),
        ("Date", article.date),
      ]).lines,
      [article.description],
      [article.content])
  }
}
