import TextUI

/// The Add screen: two fields and the problem, if any, that kept the draft from saving.
@MainActor
final class AddTodoView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any AddTodoViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any AddTodoViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Add to-do"
  let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      viewModel.inputs.nameChanged(text)
    case .due(let text):
      viewModel.inputs.dueDateChanged(text)
    case .save:
      await viewModel.inputs.saveTapped()
    case .cancel:
      viewModel.inputs.cancelTapped()
    default: break
    }
  }

  private func draw(_ outputs: any AddTodoViewModelOutputs) -> [String] {
    Layout.stack(
      LabeledFields([("Name", outputs.name), ("Due", outputs.duePreview)]).lines,
      ProblemLine(outputs.problem).lines)
  }
}
