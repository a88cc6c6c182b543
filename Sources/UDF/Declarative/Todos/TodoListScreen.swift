import DeclarativeUI
import TextUI
import Tracing

/// The upcoming-list screen, declared: the notice, if any, and the to-dos under their days, read
/// from the store's state; `add` is a toolbar button that sends an action.
struct TodoListScreen: View {
  /// The feature's store.
  let store: Store<TodosFeature.State, TodosFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      if let notice = state.notice {
        Notice(notice)
      }
      List(count: state.list.items.count, rows: rows(in:))
        .listStatus(state.list.status)
    }
    .toolbar {
      Button(.add) { send(.addTapped) }
    }
    .refreshable { send(.refreshRequested) }
    .navigationTitle("To-dos")
    .onAppear { send(.viewDidLoad) }
  }

  /// The to-dos at `range` as rows, each under its group's header, asked for by the list when
  /// they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.name, detail: $0.dueLabel, section: $0.group.rawValue) }
  }

  private func send(_ action: TodosFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
