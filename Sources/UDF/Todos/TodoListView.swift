import TextUI
import Tracing

/// The upcoming-list screen: draws the store's state, sends the user's events to it as actions,
/// and makes the window follow the state's navigation, presenting the Add screen while the
/// state holds one.
@MainActor
final class TodoListView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<TodosFeature.State, TodosFeature.Action>
  /// Where the Add screen is presented; the window holds this view, so this view holds it weakly.
  private weak var window: Window?
  /// The Add screen on show, if any; the window holds it.
  private weak var addTodoView: AddTodoView?
  private var panel = ListPanel()

  /// - Parameters:
  ///   - store: the list's store.
  ///   - window: where the Add screen is presented when the state opens it.
  init(store: Store<TodosFeature.State, TodosFeature.Action>, window: Window) {
    self.store = store
    self.window = window
    panel.table.dataSource = self
    store.observe(by: self) { [weak self] state in self?.follow(state) }
  }

  let title = "To-dos"

  func body() -> [String] {
    panel.show(store.state.list, notice: store.state.notice)
    return panel.lines
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

  /// Presents the Add screen when the state opens it, with a store scoped to its part of the
  /// state, and dismisses it when the state closes it.
  private func follow(_ state: TodosFeature.State) {
    switch (state.addTodo, addTodoView) {
    case (.some, nil):
      guard let window, let scoped = store.scope(state: { $0.addTodo }, action: { .addTodo($0) }) else { return }
      let view = AddTodoView(store: scoped)
      addTodoView = view
      window.present(view)
    case (nil, .some):
      addTodoView = nil
      window?.dismiss()
    default:
      break
    }
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
