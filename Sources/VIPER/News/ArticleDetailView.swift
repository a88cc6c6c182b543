import TextUI

/// The article detail view: labelled fields, then the description and the content.
@MainActor
public final class ArticleDetailView: Screen, ArticleDetailViewInterface {
  let presenter: any ArticleDetailPresenterInterface
  private var lines: [String] = []

  public init(presenter: any ArticleDetailPresenterInterface) {
    self.presenter = presenter
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

  // MARK: ArticleDetailViewInterface

  public func show(article: ArticleDetailDisplayData) {
    lines = Layout.stack(
      LabeledFields([
        ("Title", article.title), ("Author", article.author), ("Source", article.source),
        ("Date", article.date),
      ]).lines,
      [article.description],
      [article.content])
  }
}
