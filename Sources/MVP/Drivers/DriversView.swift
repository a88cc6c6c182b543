import TextUI
import Tracing

/// The passive drivers view: a search field over a list.
@MainActor
final class DriversView: Screen, DriversViewInterface, ListPanelView {
  private let presenter: DriversPresenter
  var panel = ListPanel(searchable: true)

  init(presenter: DriversPresenter) {
    self.presenter = presenter
    panel.table.dataSource = self
    presenter.attach(view: self)
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

}

/// The table's data source: the screen forwards each question to the presenter.
extension DriversView: TableDataSource {
  var numberOfRows: Int { presenter.numberOfRows }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Presenter", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return presenter.rows(in: range).map { Row(title: $0.title, detail: $0.detail) }
  }
}
