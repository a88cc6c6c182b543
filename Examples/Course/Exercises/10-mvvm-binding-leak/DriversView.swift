// Exercise 10 · MVVM · The binding that never lets go
//
// What it teaches: a binding is a closure the view model keeps. The view owns its view model;
// the view model's boxes keep the listeners the view gave them; if a listener captures the
// view strongly, the view keeps itself alive through its own view model, and closing the
// screen frees neither. Closure-based bindings (boxes, observables, Rx subscriptions) all leak
// this way when `self` is captured strongly. Capture it weakly, not `unowned` (a test reads
// DriversView.swift for it): a listener called once the view is gone must do nothing, not crash.
//
// Where to look: `bind()` below, the closures handed to `Box.bind(_:)` (Box.swift).
// Check: `archdemo course check 10`.
import TextUI

/// The drivers screen: forwards events to the view model and redraws when a bound box changes.
@MainActor
final class DriversView: Screen {
  private let viewModel: DriversViewModel
  private var panel = ListPanel(searchable: true)

  init(viewModel: DriversViewModel) {
    self.viewModel = viewModel
    bind()
  }

  let title = "Drivers"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    viewModel.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .search { [viewModel] text in
        viewModel.searchTextChanged(text)
      },
      .clear { [viewModel] in
        viewModel.searchTextChanged("")
      },
    ]
  }

  private func bind() {
    viewModel.searchText.bind { text in
      self.panel.searchField?.text = text
    }
    viewModel.content.bind { content in
      self.draw(content)
    }
  }

  private func draw(_ content: DriversContent) {
    switch content {
    case .loading: panel.showLoading()
    case .rows(let rows): panel.show(rows: rows.map { Row(title: $0.name, detail: $0.detail) })
    case .empty(let message): panel.showEmptyState(message)
    case .failed(let title, let message): panel.showAlert(title: title, message: message)
    }
  }
}
