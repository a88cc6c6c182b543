import TextUI
import Tracing

/// The melodies screen: the network line, the saved-melodies notice and the list, bound to the outputs.
@MainActor
final class MelodiesView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any MelodiesViewModelType
  private let drawCycle = DrawCycle()
  private var networkStatus = ""
  private var panel = ListPanel()

  init(viewModel: any MelodiesViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Melodies"

  func body() -> [String] {
    drawCycle.update { bind(viewModel.outputs) }
    return Layout.stack([networkStatus], panel.lines)
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
      .offline { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "networkSwitched(online: false)")
        viewModel.inputs.networkSwitched(online: false)
      },
      .online { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "networkSwitched(online: true)")
        viewModel.inputs.networkSwitched(online: true)
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      },
    ]
  }

  private func bind(_ outputs: any MelodiesViewModelOutputs) {
    networkStatus = outputs.networkStatus
    panel.bind(
      notice: outputs.notice, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: nil, rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
