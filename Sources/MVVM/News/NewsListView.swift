import TextUI

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
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .select, .refresh]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel(viewModel.outputs).table.index(ofRowNumber: number)
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      await viewModel.inputs.searchTextChanged(text)
    case .clear:
      await viewModel.inputs.searchCleared()
    case .refresh:
      await viewModel.inputs.refreshRequested()
    case .select(let number):
      let index = try index(ofRowNumber: number)
      await viewModel.inputs.rowSelected(at: index)
    default: break
    }
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
