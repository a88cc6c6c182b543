import TextUI

/// The headlines screen: draws what the presenter says, forwards what the user did.
@MainActor
final class NewsListView: Screen, NewsListViewInterface {
  private let presenter: any NewsListPresenterInterface
  private var panel = ListPanel()

  init(presenter: any NewsListPresenterInterface) {
    self.presenter = presenter
  }

  let title = "News"
  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    presenter.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [.select { [presenter] index in presenter.rowSelected(at: index) }]
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.table.index(ofRowNumber: number)
  }

  func showLoading() { panel.showLoading() }
  func showArticles(_ rows: [ArticleRowDisplayItem]) {
    panel.show(rows: rows.map { Row(title: $0.title, detail: $0.source) })
  }
  func showError(title: String, message: String) { panel.showAlert(title: title, message: message) }
}
