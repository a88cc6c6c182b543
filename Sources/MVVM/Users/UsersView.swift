import TextUI
import Tracing

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

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
    await viewModel.inputs.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        await viewModel.inputs.refreshRequested()
      }
    ]
  }

  private func draw(_ outputs: any UsersViewModelOutputs) -> [String] {
    ListPanel(
      isLoading: outputs.isLoading, errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.name, detail: $0.age) }
    ).lines
  }
}
