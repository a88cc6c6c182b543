import TextUI

/// The drivers screen: a search field over a list, bound to the view model's outputs.
@MainActor
final class DriversView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any DriversViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any DriversViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Drivers"
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      viewModel.inputs.searchTextChanged(text)
    case .clear:
      viewModel.inputs.searchCleared()
    case .refresh:
      await viewModel.inputs.refreshRequested()
    default: break
    }
  }

  private func draw(_ outputs: any DriversViewModelOutputs) -> [String] {
    ListPanel(
      searchText: outputs.searchText, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: outputs.emptyMessage, rows: outputs.rows.map { Row(title: $0.name, detail: $0.detail) }
    ).lines
  }
}
