import TextUI
import Tracing

/// The news list screen: a search field over a list of articles, bound to the outputs.
@MainActor
final class NewsListView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any NewsListViewModelType
  private let drawCycle = DrawCycle()
  private var panel = ListPanel(searchable: true)

  init(viewModel: any NewsListViewModelType) {
    self.viewModel = viewModel
  }

  let title = "News"

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

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    drawCycle.update { bind(viewModel.outputs) }
    return try panel.index(ofRowNumber: number)
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
      .select { [viewModel] index in
        Trace.message(from: "View", to: "ViewModel", "rowSelected(at: \(index))")
        viewModel.inputs.rowSelected(at: index)
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      },
    ]
  }

  /// Sets the search field and list from the outputs; `select <n>` counts the list's rows.
  private func bind(_ outputs: any NewsListViewModelOutputs) {
    panel.bind(
      searchText: outputs.searchText, notice: outputs.notice, isLoading: outputs.isLoading,
      errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
