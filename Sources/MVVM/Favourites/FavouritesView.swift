import TextUI
import Tracing

/// The favourites list screen, bound to the outputs.
@MainActor
final class FavouritesView: TableScreen {
  /// The view model this view binds to; the view owns it.
  let viewModel: any FavouritesViewModelType
  private let drawCycle = DrawCycle()
  private var panel = ListPanel()

  init(viewModel: any FavouritesViewModelType) {
    self.viewModel = viewModel
  }

  let title = "Favourites"

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

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    drawCycle.update { bind(viewModel.outputs) }
    return try panel.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .select { [viewModel] index in
        Trace.message(from: "View", to: "ViewModel", "rowSelected(at: \(index))")
        viewModel.inputs.rowSelected(at: index)
      },
      .refresh { [viewModel] in
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      },
    ]
  }

  /// Sets the list from the outputs; `select <n>` counts its rows.
  private func bind(_ outputs: any FavouritesViewModelOutputs) {
    panel.bind(
      isLoading: outputs.isLoading, errorAlert: outputs.errorAlert, emptyMessage: outputs.emptyMessage,
      rows: outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
