// Wrong solution 10.4 · The search field shows the text as typed
//
// What it gets wrong: the view writes the typed text into its search field instead of binding `searchText`, so the spaces the view model trims show.
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
      .search { [weak self, viewModel] text in
        self?.panel.searchField?.text = text
        viewModel.searchTextChanged(text)
      },
      .clear { [weak self, viewModel] in
        self?.panel.searchField?.text = ""
        viewModel.searchTextChanged("")
      },
    ]
  }

  private func bind() {
    viewModel.content.bind { [weak self] content in
      self?.draw(content)
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
