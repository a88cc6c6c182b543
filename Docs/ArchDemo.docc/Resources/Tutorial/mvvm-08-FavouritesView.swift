import TextUI

/// The favourites list screen, bound to the outputs.
@MainActor
final class FavouritesView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any FavouritesViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any FavouritesViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Favourites"
  let acceptedActions: [UserAction.Kind] = [.select, .refresh]

  func body() -> [String] {
    drawCycle.lines { panel(viewModel.outputs).lines }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel(viewModel.outputs).table.index(ofRowNumber: number)
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .refresh:
      await viewModel.inputs.refreshRequested()
    case .select(let number):
      let index = try index(ofRowNumber: number)
      await viewModel.inputs.rowSelected(at: index)
    default: break
    }
  }

  /// The list as the outputs state it now; `select <n>` counts its rows.
  private func panel(_ outputs: any FavouritesViewModelOutputs) -> ListPanel {
    ListPanel(
      isLoading: outputs.isLoading, errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
