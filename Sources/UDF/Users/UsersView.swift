import Domain
import TextUI
import Tracing

/// The users screen: draws the store's state and sends the user's events to it as actions.
@MainActor
final class UsersView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<UsersFeature.State, UsersFeature.Action>
  private var panel = ListPanel()

  init(store: Store<UsersFeature.State, UsersFeature.Action>) {
    self.store = store
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Users"

  func body() -> [String] {
    panel.lines
  }

  /// Shows `state` in the panel: called with the state the view starts with, then with each new
  /// one the store publishes.
  private func render(_ state: UsersFeature.State) {
    panel.show(state.list)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .refresh { [weak self] in self?.send(.refreshRequested) }
    ]
  }

  private func send(_ action: UsersFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's users.
extension UsersView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) }
  }
}
