// Exercise 09 · MVVM · The output nobody binds
//
// What it teaches: in MVVM the view model states everything the screen can show, and the view
// must bind every output — an output no view reads is a state the user never sees. Here the
// view model sets `errorAlert` when the load fails (its test passes), but the view draws
// loading, the empty message and the rows only: a failed load shows an empty screen. Binding
// is reading: every draw reads the outputs afresh, after a refresh as after the first load,
// and every text the screen shows but its title comes from them — the view writes none of
// its own and imports no Domain (a test reads UsersView.swift for it).
//
// Where to look: `draw()` below, against the outputs in `UsersViewModelOutputs`
// (UsersViewModel.swift).
// Check: `archdemo course check 9`.
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
    } else if let message = outputs.emptyMessage {
      panel.showEmptyState(message)
    } else {
      panel.show(rows: outputs.rows.map { Row(title: $0.name, detail: $0.age) })
    }
    return panel
  }
}
