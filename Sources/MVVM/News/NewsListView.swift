import TextUI
import Tracing

/// The news list screen: a search field over a list of articles, bound to the outputs.
@MainActor
final class NewsListView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any NewsListViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any NewsListViewModelType) {
    self.viewModel = viewModel
  }

  let title = "News"

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
    await viewModel.inputs.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel(viewModel.outputs).index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [viewModel] text in
        Trace.message(from: "View", to: "ViewModel", "searchTextChanged(\(Trace.literal(text)))")
        await viewModel.inputs.searchTextChanged(text)
      },
      .clear { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "searchCleared()")
        await viewModel.inputs.searchCleared()
      },
      .select { [viewModel] index in
        Trace.message(from: "View", to: "ViewModel", "rowSelected(at: \(index))")
        await viewModel.inputs.rowSelected(at: index)
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        await viewModel.inputs.refreshRequested()
      },
    ]
  }

  /// The search field and list as the outputs state them now; `select <n>` counts its rows.
  private func panel(_ outputs: any NewsListViewModelOutputs) -> ListPanel {
    ListPanel(
      searchText: outputs.searchText, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: outputs.emptyMessage, rows: outputs.rows.map { Row(title: $0.title, detail: $0.source) })
  }

  private func draw(_ outputs: any NewsListViewModelOutputs) -> [String] {
    panel(outputs).lines
  }
}
