import DeclarativeUI
import Tracing

/// The to-do feature, declared: the list, with the Add screen as a sheet shown while the store's
/// state holds its state (`addTodo`), as TCA binds a sheet to optional state.
///
/// The sheet's item is read from the state; the Add screen closes itself by its own actions (a
/// save or a cancel, which the reducer answers by setting `addTodo` to `nil`), so setting the
/// item to `nil` from outside sends its cancel. No reducer changed for it.
struct TodosScreen: View {
  /// The feature's store; the hosting screen keeps the screen, and so it.
  let store: Store<TodosFeature.State, TodosFeature.Action>

  var body: some View {
    TodoListScreen(store: store)
      .sheet(item: sheet) { _ in
        if let addTodo = store.scope(state: { $0.addTodo }, action: { .addTodo($0) }) {
          AddTodoScreen(store: addTodo)
        }
      }
  }

  /// The Add screen while the state holds its state; dismissing it sends its cancel.
  private var sheet: Binding<TodosSheet?> {
    Binding(
      get: { store.state.addTodo == nil ? nil : .addTodo },
      set: { sheet in
        guard sheet == nil, store.state.addTodo != nil else { return }
        send(.addTodo(.cancelTapped))
      })
  }

  private func send(_ action: TodosFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// A sheet over the to-do list: the Add screen, the one the state can hold.
enum TodosSheet: Hashable {
  case addTodo
}
