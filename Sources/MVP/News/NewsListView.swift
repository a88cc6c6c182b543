import TextUI
import Tracing

/// The passive news list view: a search field over a list of articles.
@MainActor
final class NewsListView: Screen, NewsListViewInterface, ListPanelView {
  private let presenter: NewsListPresenter
  var panel = ListPanel(searchable: true)

  init(presenter: NewsListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "News"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [presenter] text in
        Trace.message(from: "View", to: "Presenter", "searchTextChanged(\(Trace.literal(text)))")
        presenter.searchTextChanged(text)
      },
      .clear { [presenter] in
        Trace.message(from: "View", to: "Presenter", "searchCleared()")
        presenter.searchCleared()
      },
      .select { [presenter] index in
        Trace.message(from: "View", to: "Presenter", "rowSelected(at: \(index))")
        presenter.rowSelected(at: index)
      },
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      },
    ]
  }

  // MARK: NewsListViewInterface

  func show(articles: [ArticleRowViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View", "show(articles: \(count: articles.count, "row"), notice: \(literal: notice))")
    panel.notice = notice.map(Banner.init)
    panel.show(rows: articles.map { Row(title: $0.title, detail: $0.detail) })
  }
}
