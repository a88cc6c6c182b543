// Exercise 17 · UDF · The side effect in the reducer
//
// What it teaches: a reducer is a pure function of its state and an action. It may hold the
// services its effects call, but it never calls one itself: it returns an effect, which the
// store runs after the state has changed, and the effect's answer comes back as an action
// that the reducer reduces like any other. This reducer saves the item itself, from a task it
// starts and forgets, and marks it saved at once: a failed save is never told, the test store
// sees no effect and no answer, and nothing orders the save before the screen closes.
//
// Where to look: the `.saveTapped` case of `reduce(into:action:)` below; Core.swift has
// `Effect.run`. The two `.saveResponse` cases are never reached today.
// Check: `archdemo course check 17`.
import Domain
import Foundation

/// The Add screen's state, actions and reducer: a name, a due date, and a save to the store.
struct AddTodoFeature: Reducer {
  struct State: Equatable {
    var name = ""
    var dueDate: Date
    /// Whether a save is under way.
    var isSaving = false
    /// Why the last save did not happen; otherwise `nil`.
    var problem: String?
    /// The item once the store holds it: the list closes the screen then.
    var saved: TodoItem?
  }

  enum Action: Equatable {
    case nameChanged(String)
    case saveTapped
    /// The store's answer to a save.
    case saveResponse(Result<TodoItem, StoreError>)
  }

  /// Where a valid item is saved; only an effect may call it.
  let store: any TodoStore
  /// The identity of each new item: a new one in a run, a known one in a test.
  let makeID: @MainActor () -> UUID

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let text):
      state.name = text
      state.problem = nil
      return .none
    case .saveTapped:
      let name = state.name.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else {
        state.problem = "Give the to-do a name."
        return .none
      }
      let item = TodoItem(id: makeID(), name: name, dueDate: state.dueDate)
      // Saved right here, so that the screen can close at once.
      Task { [store] in try? await store.save(item) }
      state.saved = item
      return .none
    case .saveResponse(.success(let item)):
      state.isSaving = false
      state.saved = item
      return .none
    case .saveResponse(.failure(let error)):
      state.isSaving = false
      state.problem = FailureText.itemNotSaved(error.message)
      return .none
    }
  }
}
