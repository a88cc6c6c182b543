// Wrong solution 17.2 · Saved in the state before the store answers
//
// What it gets wrong: the effect saves, but the reducer marks the item saved before the answer, so a refused save closes the screen.
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
      state.saved = item
      return .run { [store] send in
        do throws(StoreError) {
          try await store.save(item)
          await send(.saveResponse(.success(item)))
        } catch {
          await send(.saveResponse(.failure(error)))
        }
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
