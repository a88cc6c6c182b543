// Wrong solution 10.2 · The draw method bound as the listener
//
// What it gets wrong: `bind(draw)` hands the box a method of the view, which captures the view strongly: a cycle again.
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
    viewModel.searchText.bind { [weak self] text in
      self?.panel.searchField?.text = text
    }
    viewModel.content.bind(draw)
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
