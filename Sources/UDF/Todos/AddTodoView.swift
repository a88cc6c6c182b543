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

  init(store: Store<AddTodoFeature.State, AddTodoFeature.Action>) {
    self.store = store
    store.observe(by: self) { _ in }
  }

  let title = "Add to-do"

  func body() -> [String] {
    Layout.stack(
      LabeledFields([("Name", store.state.draft.name), ("Due", store.state.duePreview)]).lines,
      ProblemLine(store.state.problem).lines)
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
