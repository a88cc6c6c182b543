import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import E17UDFEffectInReducer

/// A to-do store that keeps what it saves in a ``TodoStoreDouble``, and runs what the test gives
/// it as the next save begins, before the item is stored: the user acts while the save effect
/// is out.
@MainActor
final class TodoStoreWithASaveOut: TodoStore {
  /// Where the items end up once a save is answered.
  let stored: TodoStoreDouble
  /// What to run as the next save begins, before it is answered; it runs once.
  var whileTheNextSaveIsOut: (@MainActor () async -> Void)?

  init(stored: TodoStoreDouble) {
    self.stored = stored
  }

  func allItems() async throws(StoreError) -> [TodoItem] {
    try await stored.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    if let work = whileTheNextSaveIsOut {
      whileTheNextSaveIsOut = nil
      await work()
    }
    try await stored.save(item)
  }
}

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

  @Test func newScreen_isNotSaving() {
    // given, when
    let state = AddTodoFeature.State(dueDate: due)

    // then
    #expect(!state.isSaving, "a new Add screen says a save is under way before anything was tapped")
    #expect(state.name.isEmpty && state.problem == nil && state.saved == nil)
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

  /// The user edits the name while the save effect is out: the screen is still saving, the
  /// field shows the new name, and the item saved and marked saved is the one tapped.
  @Test func nameChangedWhileTheSaveIsOut_marksTheItemTappedSaved_andKeepsTheNewName() async {
    // given: the store holds the save until the user has typed
    let slowStore = TodoStoreWithASaveOut(stored: todos)
    let store = TestStore(
      initialState: AddTodoFeature.State(name: "Buy milk", dueDate: due),
      reducer: AddTodoFeature(store: slowStore, makeID: { [id] in id }))
    let item = TodoItem(id: id, name: "Buy milk", dueDate: due)
    slowStore.whileTheNextSaveIsOut = {
      // the name changes; the save under way goes on
      await store.send(.nameChanged("Buy bread")) { $0.name = "Buy bread" }
    }

    // when, then: "Buy bread" is typed while the save of "Buy milk" is out
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(item))) {
      $0.isSaving = false
      $0.saved = item
    }
    store.finish()
    #expect(todos.savedItems == [item], "the store must save the item tapped, \"Buy milk\", once")
    #expect(
      store.state.saved?.name == "Buy milk",
      "the screen marked saved another item than the one the store answered for: the name typed while it was out")
  }
}
