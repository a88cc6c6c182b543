import TextUI
import Tracing

/// The users screen: binds to the view model's outputs and forwards `refresh` to its inputs.
@MainActor
final class UsersView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any UsersViewModelType
  private let drawCycle = DrawCycle()
  private var panel = ListPanel()

  init(viewModel: any UsersViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Users"

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
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      }
    ]
  }

  private func bind(_ outputs: any UsersViewModelOutputs) {
    panel.bind(
      isLoading: outputs.isLoading, errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
