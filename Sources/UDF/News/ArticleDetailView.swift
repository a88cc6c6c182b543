import Domain
import TextUI
import Tracing

/// The article detail screen: labelled fields, then the description and the content, drawn
/// from a store scoped to the news list's `detail`.
@MainActor
final class ArticleDetailView: Screen {
  /// The screen's store, scoped from the list's; the view owns it.
  let store: Store<ArticleDetailFeature.State, ArticleDetailFeature.Action>
  /// The labelled fields: title, author, source, date and link.
  private var fields = LabeledFields([])
  /// The description and the content, in that order.
  private var paragraphs: [String] = []

  init(store: Store<ArticleDetailFeature.State, ArticleDetailFeature.Action>) {
    self.store = store
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Article"

  /// Laid out as it is drawn, so that its fields and paragraphs wrap to the window's width.
  func body() -> [String] {
    fields.lines(followedBy: paragraphs)
  }

  /// Shows `state`'s article in the fields and paragraphs: called with the state the view starts
  /// with, then with each new one the store publishes.
  private func render(_ state: ArticleDetailFeature.State) {
    let article = state.article
    fields = LabeledFields([
      ("Title", article.title), ("Author", article.author), ("Source", article.source), ("Date", article.date),
      ("Link", article.link),
    ])
    paragraphs = article.description + article.content
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
