import TextUI
import Tracing

/// The drivers view: a search field over a list; forwards search text, draws what it is told.
@MainActor
final class DriversView: TableScreen, DriversViewInterface, ListPanelView, TableDataSource {
  let presenter: any DriversPresenterInterface
  var panel = ListPanel(searchable: true)

  init(presenter: any DriversPresenterInterface) {
    self.presenter = presenter
    panel.table.dataSource = self
  }

  let title = "Drivers"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
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
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      },
    ]
  }

  // MARK: TableDataSource: each question goes to the presenter

  var numberOfRows: Int { presenter.numberOfRows }

  func rows(in range: Range<Int>) -> [Row] {
    rows(in: range, from: presenter)
  }
}
