import TextUI

/// The article detail screen: labelled fields, then the description and the content.
@MainActor
public final class ArticleDetailView: Screen {
  /// The view model this view binds to; the view owns it.
  public let viewModel: any ArticleDetailViewModelType
  private let drawCycle = DrawCycle()

  public init(viewModel: any ArticleDetailViewModelType) {
    self.viewModel = viewModel
  }

  public let title = "Article"
  public let acceptedActions: [UserAction.Kind] = [.back]

  public func body() -> [String] {
    drawCycle.lines { draw(viewModel.outputs) }
  }

  public func screenDidAppear() async {}

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .back else { return }
    Trace.message(from: "View", to: "ViewModel", "backTapped()")
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
