import Domain
import TextUI
import Tracing

/// The drivers screen: draws the store's state and sends the user's events to it as actions.
@MainActor
final class DriversView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<DriversFeature.State, DriversFeature.Action>
  private var panel = ListPanel(searchable: true)

  init(store: Store<DriversFeature.State, DriversFeature.Action>) {
    self.store = store
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Drivers"

  func body() -> [String] {
    panel.lines
  }

  /// Shows `state` in the panel, the search field's text included: called with the state the
  /// view starts with, then with each new one the store publishes.
  private func render(_ state: DriversFeature.State) {
    panel.show(state.list, searchText: state.searchText)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .search { [weak self] text in self?.send(.searchTextChanged(text)) },
      .clear { [weak self] in self?.send(.searchCleared) },
      .refresh { [weak self] in self?.send(.refreshRequested) },
    ]
  }

  private func send(_ action: DriversFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's drivers.
extension DriversView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }
}
