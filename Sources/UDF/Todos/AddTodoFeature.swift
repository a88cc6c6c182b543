import Domain
import Foundation

/// The Add screen's state, actions and reducer: a draft checked by Domain's rules and saved to
/// the store. The screen does not close itself: it tells the list it saved or was cancelled
/// (``Action/delegate(_:)``), and the list, which holds this state, lets it go.
struct AddTodoFeature: Reducer {
  struct State: Equatable {
    /// The two fields as typed.
    var draft = TodoDraft()
    /// The due field as the screen shows it: what was typed and, when it names a day, that day,
    /// e.g. `tomorrow (Thu 19 Nov 2026)`.
    var duePreview = ""
    /// Why the last save did not happen, until a field changes; otherwise `nil`.
    var problem: String?
    /// Whether a save is out: a second tap then saves nothing more.
    var isSaving = false
  }

  enum Action: Equatable {
    case nameChanged(String)
    case dueDateChanged(String)
    case saveTapped
    case cancelTapped
    /// The store's answer to a save.
    case saveResponse(Result<TodoItem, StoreError>)
    /// What the screen tells the list that shows it; this reducer does nothing with them.
    case delegate(Delegate)

    /// The Add screen is done: the list closes it.
    enum Delegate: Equatable {
      /// `item` is stored.
      case saved(TodoItem)
      /// The user left without saving.
      case cancelled
    }
  }

  /// Where a valid item is saved; only the effect calls it.
  let store: any TodoStore
  /// Reads the due date as typed, relative to the day the run counts as today.
  let parser: DueDateParser
  /// The identity of each new item: a new one in a run, a known one in a test.
  let makeID: @MainActor () -> UUID

  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date as typed.
  ///   - makeID: makes each new item's identity; a random one by default.
  init(store: any TodoStore, parser: DueDateParser, makeID: @escaping @MainActor () -> UUID = { UUID() }) {
    self.store = store
    self.parser = parser
    self.makeID = makeID
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let text):
      state.draft.name = text
      state.problem = nil
      return .none
    case .dueDateChanged(let text):
      state.draft.dueText = text
      state.duePreview = parser.preview(of: text)
      state.problem = nil
      return .none
    case .saveTapped:
      guard !state.isSaving else { return .none }
      let item: TodoItem
      do {
        item = try state.draft.validated(using: parser, id: makeID())
      } catch {
        state.problem = error.message
        return .none
      }
      state.isSaving = true
      return .run { [store] send in
        do throws(StoreError) {
          try await store.save(item)
          await send(.saveResponse(.success(item)))
        } catch {
          await send(.saveResponse(.failure(error)))
        }
      }
    case .cancelTapped:
      return .send(.delegate(.cancelled))
    case .saveResponse(.success(let item)):
      return .send(.delegate(.saved(item)))
    case .saveResponse(.failure(let error)):
      state.isSaving = false
      state.problem = FailureText.itemNotSaved(error.message)
      return .none
    case .delegate:
      return .none
    }
  }
}
