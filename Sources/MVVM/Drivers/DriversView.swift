import TextUI
import Tracing

/// The drivers screen: a search field over a list, bound to the view model's outputs.
@MainActor
final class DriversView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any DriversViewModelType
  private let drawCycle = DrawCycle()
  private var panel = ListPanel(searchable: true)

  init(viewModel: any DriversViewModelType) {
    self.viewModel = viewModel
    panel.table.dataSource = self
  }

  let title = "Drivers"

  func body() -> [String] {
    drawCycle.update { bind(viewModel.outputs) }
    return panel.lines
  }

  /// The table the window scrolls: the panel's.
  var tableView: TableView { panel.table }

  func screenDidLoad() {
    Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
    viewModel.inputs.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [viewModel] text in
        Trace.message(from: "View", to: "ViewModel", "searchTextChanged(\(Trace.literal(text)))")
        viewModel.inputs.searchTextChanged(text)
      },
      .clear { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "searchCleared()")
        viewModel.inputs.searchCleared()
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      },
    ]
  }

  private func bind(_ outputs: any DriversViewModelOutputs) {
    panel.bind(
      searchText: outputs.searchText, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: outputs.emptyMessage, rowCount: outputs.rowCount)
  }
}

/// The table's data source: the view asks the view model for the rows in view.
extension DriversView: TableDataSource {
  var numberOfRows: Int { viewModel.outputs.rowCount }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "ViewModel", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return viewModel.outputs.rows(in: range).map { Row(title: $0.title, detail: $0.detail) }
  }
}
