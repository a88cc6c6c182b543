import DeclarativeUI
import Tracing

/// The Add screen, declared: a form of two fields bound to the state of a store scoped to the
/// list's `addTodo` (each reads the state and sends what is typed as an action) and the problem,
/// if any; `save` and `cancel` are toolbar buttons that send actions.
struct AddTodoScreen: View {
  /// The Add screen's store, scoped from the list's.
  let store: Store<AddTodoFeature.State, AddTodoFeature.Action>

  var body: some View {
    Form {
      TextField(
        "Name", text: Binding(get: { store.state.draft.name }, set: { send(.nameChanged($0)) }), command: .name)
      TextField(
        "Due", text: Binding(get: { store.state.duePreview }, set: { send(.dueDateChanged($0)) }), command: .due)
      ProblemText(store.state.problem)
    }
    .toolbar {
      Button(.save) { send(.saveTapped) }
      Button(.cancel) { send(.cancelTapped) }
    }
    .navigationTitle("Add to-do")
  }

  private func send(_ action: AddTodoFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
