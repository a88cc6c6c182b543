import Domain
import TextUI
import Tracing

/// The article detail screen: labelled fields, then the description and the content, drawn
/// from a store scoped to the news list's `detail`.
@MainActor
final class ArticleDetailView: Screen {
  /// The screen's store, scoped from the list's; the view owns it.
  let store: Store<ArticleDetailFeature.State, ArticleDetailFeature.Action>

  init(store: Store<ArticleDetailFeature.State, ArticleDetailFeature.Action>) {
    self.store = store
    store.observe(by: self) { _ in }
  }

  let title = "Article"

  /// Laid out as it is drawn, so that its fields and paragraphs wrap to the window's width.
  func body() -> [String] {
    let article = store.state.article
    return LabeledFields([
      ("Title", article.title), ("Author", article.author), ("Source", article.source), ("Date", article.date),
      ("Link", article.link),
    ]).lines(followedBy: article.description + article.content)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [.back { [weak self] in self?.send(.backTapped) }]
  }

  private func send(_ action: ArticleDetailFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
