import TextUI

/// The news list view: a search field over a list of articles.
@MainActor
final class NewsListView: Screen, NewsListViewInterface, ListPanelView {
  let presenter: any NewsListPresenterInterface
  var panel = ListPanel(searchable: true)

  init(presenter: any NewsListPresenterInterface) {
    self.presenter = presenter
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
    case .select(let number): try await presenter.rowSelected(at: index(ofRowNumber: number))
    default: break
    }
  }
}
