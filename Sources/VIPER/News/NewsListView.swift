import TextUI

/// The news list view: a search field over a list of articles.
@MainActor
public final class NewsListView: Screen, NewsListViewInterface {
  let presenter: any NewsListPresenterInterface
  private var panel = ListPanel(searchable: true)

  public init(presenter: any NewsListPresenterInterface) {
    self.presenter = presenter
  }

  public let title = "News"
  public let acceptedActions: [UserAction.Kind] = [.search, .clear, .select, .refresh]

  public func body() -> [String] {
    panel.lines
  }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      Trace.message(from: "View", to: "Presenter", "searchSubmitted(\(text.debugDescription))")
      await presenter.searchSubmitted(text)
    case .clear:
      Trace.message(from: "View", to: "Presenter", "searchCleared()")
      await presenter.searchCleared()
    case .refresh:
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      await presenter.refreshRequested()
    case .select(let number):
      let index = try panel.table.index(ofRowNumber: number)
      Trace.message(from: "View", to: "Presenter", "articleSelected(at: \(index))")
      await presenter.articleSelected(at: index)
    default: break
    }
  }

  // MARK: NewsListViewInterface

  public func showLoading() {
    panel.showLoading()
  }

  public func show(articles: [ArticleRowDisplayItem]) {
    panel.show(rows: articles.map { Row(title: $0.title, detail: $0.source) })
  }

  public func showEmptyState(message: String) {
    panel.showEmptyState(message)
  }

  public func showSearchText(_ text: String) {
    panel.searchField?.text = text
  }

  public func showError(title: String, message: String) {
    panel.showAlert(title: title, message: message)
  }
}
