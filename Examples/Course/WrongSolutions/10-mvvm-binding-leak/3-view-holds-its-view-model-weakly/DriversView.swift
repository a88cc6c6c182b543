// Wrong solution 10.3 · The view holds its view model weakly
//
// What it gets wrong: the cycle is cut at the owning end: nobody owns the view model, gone before the first load.
import TextUI

/// The drivers screen: forwards events to the view model and redraws when a bound box changes.
@MainActor
final class DriversView: Screen {
  private weak var viewModel: DriversViewModel?
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
    viewModel?.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .search { [viewModel] text in
        viewModel?.searchTextChanged(text)
      },
      .clear { [viewModel] in
        viewModel?.searchTextChanged("")
      },
    ]
  }

  private func bind() {
    viewModel?.searchText.bind { text in
      self.panel.searchField?.text = text
    }
    viewModel?.content.bind { content in
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
