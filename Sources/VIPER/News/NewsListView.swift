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
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): await presenter.searchSubmitted(text)
    case .clear: await presenter.searchCleared()
    case .refresh: await presenter.refreshRequested()
    case .select(let number): await presenter.articleSelected(at: try panel.table.index(ofRowNumber: number))
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
