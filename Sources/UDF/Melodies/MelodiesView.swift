import Domain
import TextUI
import Tracing

/// The melodies screen: the network line, the saved-melodies notice and the list, drawn from
/// the store's state; the user's events go to the store as actions.
@MainActor
final class MelodiesView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<MelodiesFeature.State, MelodiesFeature.Action>
  private var panel = ListPanel()
  /// The network line above the list: whether the switch is on.
  private var networkLine = ""

  init(store: Store<MelodiesFeature.State, MelodiesFeature.Action>) {
    self.store = store
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Melodies"

  func body() -> [String] {
    Layout.stack([networkLine], panel.lines)
  }

  /// Shows `state`: the network line, and the list with its notice in the panel. Called with the
  /// state the view starts with, then with each new one the store publishes.
  private func render(_ state: MelodiesFeature.State) {
    networkLine = DisplayFormat.networkLine(isOnline: state.isOnline)
    panel.show(state.list, notice: state.notice)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .offline { [weak self] in self?.send(.networkSwitched(online: false)) },
      .online { [weak self] in self?.send(.networkSwitched(online: true)) },
      .refresh { [weak self] in self?.send(.refreshRequested) },
    ]
  }

  private func send(_ action: MelodiesFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's melodies.
extension MelodiesView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.title, detail: DisplayFormat.melodyDetail($0)) }
  }
}
