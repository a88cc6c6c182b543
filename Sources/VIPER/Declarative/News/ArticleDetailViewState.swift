import Observation
import Tracing

/// The article detail view the presenter talks to, for the declarative screen: it keeps the
/// article the presenter formatted, and ``ArticleDetailScreen`` draws it.
///
/// It conforms to the same ``ArticleDetailViewInterface`` as the imperative `ArticleDetailView`
/// and owns the presenter. The router pushes it as a route of the news path, so it is equal
/// only to itself: two details of the same article are two screens.
@Observable
@MainActor
final class ArticleDetailViewState: ArticleDetailViewInterface, Hashable {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any ArticleDetailPresenterInterface
  /// The article, once the presenter has shown it.
  var article: ArticleDetailDisplayItem?

  init(presenter: any ArticleDetailPresenterInterface) {
    self.presenter = presenter
  }

  func show(article: ArticleDetailDisplayItem) {
    Trace.message(from: "Presenter", to: "View", "show(article: \(literal: article.title))")
    self.article = article
  }

  nonisolated static func == (lhs: ArticleDetailViewState, rhs: ArticleDetailViewState) -> Bool { lhs === rhs }

  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
