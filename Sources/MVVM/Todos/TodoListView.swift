import TextUI

/// The upcoming-list screen: the notice, if any, and the groups of to-dos, bound to the view model's outputs.
@MainActor
final class TodoListView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any TodoListViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any TodoListViewModelType) {
    self.viewModel = viewModel
  }

  let title = "To-dos"
  let acceptedActions: [UserAction.Kind] = [.add, .refresh]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .add:
      await viewModel.inputs.addTapped()
    case .refresh:
      await viewModel.inputs.refreshRequested()
    default: break
    }
  }

  private func draw(_ outputs: any TodoListViewModelOutputs) -> [String] {
    ListPanel(
      notice: outputs.notice, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: outputs.emptyMessage,
      sections: outputs.sections.map { section in
        SectionedTableView.Section(
          header: section.title, rows: section.rows.map { Row(title: $0.name, detail: $0.weekday) })
      }
    ).lines
  }
}
