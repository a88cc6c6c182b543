import TextUI

/// The article detail screen: labelled fields, then the description and the content.
@MainActor
final class ArticleDetailView: Screen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any ArticleDetailViewModelType
  private let drawCycle = DrawCycle()

  init(viewModel: any ArticleDetailViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Article"
  let acceptedActions: [UserAction.Kind] = [.back]

  func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  func screenDidAppear() async {
    viewModel.inputs.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .back else { return }
    viewModel.inputs.backTapped()
  }

  private func draw(_ outputs: any ArticleDetailViewModelOutputs) -> [String] {
    Layout.stack(
      LabeledFields([
        ("Title", outputs.title), ("Author", outputs.author), ("Source", outputs.source), ("Date", outputs.date),
      ]).lines,
      [outputs.description],
      [outputs.content])
  }
}
