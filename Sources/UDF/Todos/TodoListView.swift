import TextUI
import Tracing

/// The upcoming-list screen: draws the store's state, sends the user's events to it as actions,
/// and makes the window follow the state's `addTodo`, presenting and dismissing the Add screen.
@MainActor
final class TodoListView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<TodosFeature.State, TodosFeature.Action>
  private var panel = ListPanel()
  /// Presents the Add screen when the state opens it, dismisses it when the state closes it.
  /// Made once the view watches the store, so the view hears a new state before the window moves.
  private var navigation:
    NavigationFollower<TodosFeature.State, TodosFeature.Action, AddTodoFeature.State, AddTodoFeature.Action>?

  /// - Parameters:
  ///   - store: the list's store.
  ///   - window: where the Add screen is presented when the state opens it.
  init(store: Store<TodosFeature.State, TodosFeature.Action>, window: Window) {
    self.store = store
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
    navigation = NavigationFollower(
      store: store, child: { $0.addTodo }, action: { .addTodo($0) }, screen: { AddTodoView(store: $0) },
      show: { [weak window] screen in window?.present(screen) }, hide: { [weak window] _ in window?.dismiss() })
  }

  let title = "To-dos"

  func body() -> [String] {
    panel.lines
  }

  /// Shows `state` in the panel, the notice included: called with the state the view starts
  /// with, then with each new one the store publishes.
  private func render(_ state: TodosFeature.State) {
    panel.show(state.list, notice: state.notice)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .add { [weak self] in self?.send(.addTapped) },
      .refresh { [weak self] in self?.send(.refreshRequested) },
    ]
  }

  private func send(_ action: TodosFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's rows, each
/// under its group's header.
extension TodoListView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.name, detail: $0.dueLabel, section: $0.group.rawValue) }
  }
}
