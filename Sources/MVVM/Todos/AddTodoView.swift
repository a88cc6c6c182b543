import TextUI
import Tracing

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

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
    viewModel.inputs.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .name { [viewModel] text in
        Trace.message(from: "View", to: "ViewModel", "nameChanged(\(Trace.literal(text)))")
        viewModel.inputs.nameChanged(text)
      },
      .due { [viewModel] text in
        Trace.message(from: "View", to: "ViewModel", "dueDateChanged(\(Trace.literal(text)))")
        viewModel.inputs.dueDateChanged(text)
      },
      .save { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "saveTapped()")
        viewModel.inputs.saveTapped()
      },
      .cancel { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "cancelTapped()")
        viewModel.inputs.cancelTapped()
      },
    ]
  }

  private func draw(_ outputs: any AddTodoViewModelOutputs) -> [String] {
    Layout.stack(
      LabeledFields([("Name", outputs.name), ("Due", outputs.duePreview)]).lines,
      ProblemLine(outputs.problem).lines)
  }
}
