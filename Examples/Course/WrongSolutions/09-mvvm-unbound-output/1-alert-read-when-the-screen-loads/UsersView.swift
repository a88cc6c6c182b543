// Wrong solution 09.1 · The alert read when the screen loads
//
// What it gets wrong: the view copies the alert once, as the screen loads, instead of binding it: the load is still on its way then, so no alert ever shows.
import TextUI

/// The users screen: forwards events to the view model's inputs and draws its outputs.
///
/// It binds by reading: every draw pass reads the outputs afresh, so the frame always shows
/// what the view model states now.
@MainActor
final class UsersView: Screen {
  private let viewModel: UsersViewModel
  /// The alert, read when the screen loaded.
  private var alert: AlertViewData?

  init(viewModel: UsersViewModel) {
    self.viewModel = viewModel
  }

  let title = "Users"

  func body() -> [String] {
    draw().lines
  }

  func screenDidLoad() {
    viewModel.inputs.viewDidLoad()
    alert = viewModel.outputs.errorAlert
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        alert = nil
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
    } else if let alert {
      panel.showAlert(title: alert.title, message: alert.message)
    } else if let message = outputs.emptyMessage {
      panel.showEmptyState(message)
    } else {
      panel.show(rows: outputs.rows.map { Row(title: $0.name, detail: $0.age) })
    }
    return panel
  }
}
