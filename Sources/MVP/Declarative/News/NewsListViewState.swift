import Observation
import TextUI
import Tracing

/// The news list view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says, and ``NewsListScreen`` draws it.
///
/// It conforms to the same ``NewsListViewInterface`` as the imperative `NewsListView`, owns the
/// presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class NewsListViewState: NewsListViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: NewsListPresenter
  var panel = ListPanelState()

  init(presenter: NewsListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func show(articles: [ArticleRowViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View", "show(articles: \(count: articles.count, "row"), notice: \(literal: notice))")
    show(rows: articles.map { Row(title: $0.title, detail: $0.detail) }, notice: notice)
  }
}
