import TextUI

/// The users screen: binds to the view model's outputs and forwards `refresh` to its inputs.
@MainActor
final class UsersView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any UsersViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any UsersViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Users"
  let acceptedActions: [UserAction.Kind] = [.refresh]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .refresh else { return }
    await viewModel.inputs.refreshRequested()
  }

  private func draw(_ outputs: any UsersViewModelOutputs) -> [String] {
    ListPanel(
      isLoading: outputs.isLoading, errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.name, detail: $0.age) }
    ).lines
  }
}
