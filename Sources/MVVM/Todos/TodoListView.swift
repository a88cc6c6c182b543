import TextUI
import Tracing

/// The upcoming-list screen: the notice, if any, and the groups of to-dos, bound to the view model's outputs.
@MainActor
final class TodoListView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any TodoListViewModelType
  private let drawCycle = DrawCycle()
  private var panel = ListPanel()

  init(viewModel: any TodoListViewModelType) {
    self.viewModel = viewModel
  }

  let title = "To-dos"

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
      .add { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "addTapped()")
        viewModel.inputs.addTapped()
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      },
    ]
  }

  private func bind(_ outputs: any TodoListViewModelOutputs) {
    panel.bind(
      notice: outputs.notice, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: outputs.emptyMessage,
      sections: outputs.sections.map { section in
        SectionedTableView.Section(
          header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
      })
  }
}
