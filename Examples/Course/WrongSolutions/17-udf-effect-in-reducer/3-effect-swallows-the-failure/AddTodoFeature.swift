// Wrong solution 17.3 · The effect swallows the store's error
//
// What it gets wrong: the save moves into an effect, but try? drops its error and the effect answers success either way.
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
      state.isSaving = true
      return .run { [store] send in
        try? await store.save(item)
        await send(.saveResponse(.success(item)))
      }
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
