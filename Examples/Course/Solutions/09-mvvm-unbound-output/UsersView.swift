// Solution 09 · MVVM · The output nobody binds
//
// The draw pass reads every output the view model states, the error alert included, in the
// order the states exclude each other: loading, then the alert, then the empty message, then
// the rows.
import TextUI

/// The users screen: forwards events to the view model's inputs and draws its outputs.
///
/// It binds by reading: every draw pass reads the outputs afresh, so the frame always shows
/// what the view model states now.
@MainActor
final class UsersView: Screen {
  private let viewModel: UsersViewModel

  init(viewModel: UsersViewModel) {
    self.viewModel = viewModel
  }

  let title = "Users"

  func body() -> [String] {
    draw().lines
  }

  func screenDidLoad() {
    viewModel.inputs.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [viewModel] in
        viewModel.inputs.refreshRequested()
      }
    ]
  }

  /// The panel built from the outputs.
  private func draw() -> ListPanel {
    let outputs = viewModel.outputs
    var panel = ListPanel()
    if outputs.isLoading {
      panel.showLoading()
    } else if let alert = outputs.errorAlert {
      panel.showAlert(title: alert.title, message: alert.message)
    } else if let message = outputs.emptyMessage {
      panel.showEmptyState(message)
    } else {
      panel.show(rows: outputs.rows.map { Row(title: $0.name, detail: $0.age) })
    }
    return panel
  }
}
