import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import E17UDFEffectInReducer

/// The Add reducer under the exhaustive test store: every state change and every effect's
/// answer is asserted, so work the reducer does itself, out of the store's sight, fails.
@Suite("Exercise 17: the side effect in the reducer")
@MainActor
struct AddTodoFeatureTests {
  let todos = TodoStoreDouble()
  let id = UUID(uuidString: "00000000-0000-0000-0000-000000000017")!
  let due = FixedCalendar.date("2026-11-19")

  func makeStore(name: String) -> TestStore<AddTodoFeature> {
    TestStore(
      initialState: AddTodoFeature.State(name: name, dueDate: due),
      reducer: AddTodoFeature(store: todos, makeID: { [id] in id }))
  }

  @Test func save_isAnEffect_whoseAnswerMarksTheItemSaved() async {
    // given
    let store = makeStore(name: "Buy milk")
    let item = TodoItem(id: id, name: "Buy milk", dueDate: due)

    // when, then: the reducer only says a save is under way; the effect's answer says it is done
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(item))) {
      $0.isSaving = false
      $0.saved = item
    }
    store.finish()
    #expect(todos.savedItems == [item])
  }

  @Test func refusedSave_showsWhy_andKeepsTheScreenOpen() async {
    // given
    let store = makeStore(name: "Buy milk")
    todos.saveError = .unavailable("disk full")

    // when, then
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(.unavailable("disk full")))) {
      $0.isSaving = false
      $0.problem = "Could not save: The to-do store is unavailable (disk full)."
    }
    store.finish()
    #expect(store.state.saved == nil)
    #expect(todos.savedItems.isEmpty)
  }

  @Test func saveWithoutAName_savesNothing() async {
    // given
    let store = makeStore(name: "   ")

    // when, then
    await store.send(.saveTapped) { $0.problem = "Give the to-do a name." }
    store.finish()
    #expect(todos.savedItems.isEmpty)
  }

  @Test func typing_clearsTheProblem() async {
    // given
    let store = makeStore(name: "")
    await store.send(.saveTapped) { $0.problem = "Give the to-do a name." }

    // when, then
    await store.send(.nameChanged("Buy milk")) {
      $0.name = "Buy milk"
      $0.problem = nil
    }
  }
}
