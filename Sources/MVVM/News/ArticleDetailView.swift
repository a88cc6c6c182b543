import TextUI
import Tracing

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
      .back { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "backTapped()")
        viewModel.inputs.backTapped()
      }
    ]
  }

  private func draw(_ outputs: any ArticleDetailViewModelOutputs) -> [String] {
    LabeledFields([
      ("Title", outputs.title), ("Author", outputs.author), ("Source", outputs.source), ("Date", outputs.date),
      ("Link", outputs.link),
    ]).lines(followedBy: outputs.description + outputs.content)
  }
}
