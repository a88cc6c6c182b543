import TextUI
import Tracing

/// The passive news list view: a search field over a list of articles.
@MainActor
final class NewsListScreen: Screen, NewsListView, ListPanelScreen {
  private let presenter: NewsListPresenter
  var panel = ListPanel(searchable: true)

  init(presenter: NewsListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "News"
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .select, .refresh]

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.table.index(ofRowNumber: number)
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): await presenter.searchTextChanged(text)
    case .clear: await presenter.searchCleared()
    case .refresh: await presenter.refreshRequested()
    case .select(let number): await presenter.rowSelected(at: try index(ofRowNumber: number))
    default: break
    }
  }

  // MARK: NewsListView

  func show(articles: [ArticleRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(articles: \(count: articles.count, "row"))")
    panel.show(rows: articles.map { Row(title: $0.title, detail: $0.source) })
  }
}
