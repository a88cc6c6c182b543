import TextUI

/// The driver detail screen: an alert when saving failed, then labelled fields, bound to the outputs.
@MainActor
final class FavouriteDetailView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any FavouriteDetailViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any FavouriteDetailViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Driver"
  let acceptedActions: [UserAction.Kind] = [.star, .back]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .star: await viewModel.inputs.starTapped()
    case .back: viewModel.inputs.backTapped()
    default: break
    }
  }

  private func draw(_ outputs: any FavouriteDetailViewModelOutputs) -> [String] {
    Layout.stack(
      outputs.errorAlert.map { Alert(title: $0.title, message: $0.message).lines } ?? [],
      LabeledFields(outputs.fields.map { ($0.label, $0.value) }).lines)
  }
}
