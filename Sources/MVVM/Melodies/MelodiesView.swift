import TextUI

/// The melodies screen: the network line, the saved-melodies notice and the list, bound to the outputs.
@MainActor
final class MelodiesView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any MelodiesViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any MelodiesViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Melodies"
  let acceptedActions: [UserAction.Kind] = [.offline, .online, .refresh]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    await viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline:
      await viewModel.inputs.networkSwitched(online: false)
    case .online:
      await viewModel.inputs.networkSwitched(online: true)
    case .refresh:
      await viewModel.inputs.refreshRequested()
    default: break
    }
  }

  private func draw(_ outputs: any MelodiesViewModelOutputs) -> [String] {
    let panel = ListPanel(
      notice: outputs.notice, isLoading: outputs.isLoading, errorAlert: outputs.errorAlert,
      emptyMessage: nil, rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
    return Layout.stack([outputs.networkStatus], panel.lines)
  }
}
