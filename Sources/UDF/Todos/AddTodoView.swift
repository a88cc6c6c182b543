import TextUI
import Tracing

/// The Add screen: draws the store's state (the two fields and the problem, if any, that kept
/// the draft from saving) and sends the user's events to it as actions.
///
/// Its store is scoped from the list's: the actions go to the list's store, wrapped as
/// `.addTodo`, and the state is the list state's `addTodo`.
@MainActor
final class AddTodoView: Screen {
  /// The screen's store; the view owns it.
  let store: Store<AddTodoFeature.State, AddTodoFeature.Action>
  /// The two fields: the name and the due date as the state previews it.
  private var fields = LabeledFields([])
  /// Why the last save did not happen, if it did not.
  private var problem = ProblemLine(nil)

  init(store: Store<AddTodoFeature.State, AddTodoFeature.Action>) {
    self.store = store
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Add to-do"

  func body() -> [String] {
    Layout.stack(fields.lines, problem.lines)
  }

  /// Shows `state` in the fields and the problem line: called with the state the view starts
  /// with, then with each new one the store publishes.
  private func render(_ state: AddTodoFeature.State) {
    fields = LabeledFields([("Name", state.draft.name), ("Due", state.duePreview)])
    problem = ProblemLine(state.problem)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .name { [weak self] text in self?.send(.nameChanged(text)) },
      .due { [weak self] text in self?.send(.dueDateChanged(text)) },
      .save { [weak self] in self?.send(.saveTapped) },
      .cancel { [weak self] in self?.send(.cancelTapped) },
    ]
  }

  private func send(_ action: AddTodoFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
