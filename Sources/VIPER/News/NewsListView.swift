import TextUI
import Tracing

/// The news list view: a search field over a list of articles.
@MainActor
final class NewsListView: TableScreen, NewsListViewInterface, ListPanelView {
  let presenter: any NewsListPresenterInterface
  var panel = ListPanel(searchable: true)

  init(presenter: any NewsListPresenterInterface) {
    self.presenter = presenter
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
}
