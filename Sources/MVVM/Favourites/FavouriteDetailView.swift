import TextUI
import Tracing

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
      .star { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "starTapped()")
        viewModel.inputs.starTapped()
      },
      .back { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "backTapped()")
        viewModel.inputs.backTapped()
      },
    ]
  }

  private func draw(_ outputs: any FavouriteDetailViewModelOutputs) -> [String] {
    Layout.stack(
      outputs.errorAlert.map { Alert(title: $0.title, message: $0.message).lines } ?? [],
      LabeledFields(outputs.fields.map { ($0.label, $0.value) }).lines)
  }
}
