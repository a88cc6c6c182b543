import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import UDF

/// The Add screen's reducer on its own, with no view and no list: what typing shows, what
/// keeps a draft from saving, and what the screen reports when it is done.
@Suite("UDF add to-do", .tags(.todos))
@MainActor
struct AddTodoFeatureTests {
  /// Wednesday 18 November 2026, noon, in UTC.
  static let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)
  static let id = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!

  private let todoStore = TodoStoreMock()

  private func makeStore(name: String = "", due: String = "") -> TestStore<AddTodoFeature> {
    var state = AddTodoFeature.State()
    state.draft = TodoDraft(name: name, dueText: due)
    state.duePreview = Self.parser.preview(of: due)
    return TestStore(
      initialState: state, reducer: AddTodoFeature(store: todoStore, parser: Self.parser, makeID: { Self.id }))
  }

  @Test func typing_keepsTheName_andShowsTheDayTheDueDateNames() async {
    // given
    let store = makeStore()

    // when, then
    await store.send(.nameChanged("Buy milk")) { $0.draft.name = "Buy milk" }
    await store.send(.dueDateChanged("tomorrow")) {
      $0.draft.dueText = "tomorrow"
      $0.duePreview = "tomorrow (Thu 19 Nov 2026)"
    }
    await store.send(.dueDateChanged("someday")) {
      $0.draft.dueText = "someday"
      $0.duePreview = "someday"
    }
  }

  @Test(arguments: [
    ("   ", "today", TodoDraft.Problem.blankName),
    ("Buy milk", "", TodoDraft.Problem.missingDueDate),
    ("Buy milk", "2026-02-30", TodoDraft.Problem.invalidDueDate("2026-02-30")),
  ])
  func save_ofAnInvalidDraft_showsTheProblem_andSavesNothing(name: String, due: String, problem: TodoDraft.Problem)
    async
  {
    // given
    let store = makeStore(name: name, due: due)

    // when, then
    await store.send(.saveTapped) { $0.problem = problem.message }
    #expect(todoStore.savedItems.isEmpty)
  }

  @Test func typing_afterAProblem_takesItAway() async {
    // given
    let store = makeStore(name: "   ", due: "today")
    await store.send(.saveTapped) { $0.problem = TodoDraft.Problem.blankName.message }

    // when, then
    await store.send(.nameChanged("Call mum")) {
      $0.draft.name = "Call mum"
      $0.problem = nil
    }
  }

  @Test func save_storesTheTrimmedItem_andReportsItSaved() async {
    // given
    let store = makeStore(name: "  Buy milk  ", due: "tomorrow")
    let item = TodoItem(id: Self.id, name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))

    // when, then: the screen does not close itself; the list that shows it does
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(item)))
    await store.receive(.delegate(.saved(item)))
    #expect(todoStore.items == [item])
  }

  @Test func save_thatTheStoreRefuses_showsWhy_andKeepsTheDraft() async {
    // given
    let error = StoreError.unavailable("the disk is full")
    todoStore.saveError = error
    let store = makeStore(name: "Buy milk", due: "tomorrow")

    // when, then
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(error))) {
      $0.isSaving = false
      $0.problem = FailureText.itemNotSaved(error.message)
    }
    #expect(todoStore.items.isEmpty)
  }

  @Test func saveTappedAgainWhileSaving_savesNothingMore() async {
    // given: a save is out
    var state = AddTodoFeature.State()
    state.draft = TodoDraft(name: "Buy milk", dueText: "tomorrow")
    state.isSaving = true
    let store = TestStore(
      initialState: state, reducer: AddTodoFeature(store: todoStore, parser: Self.parser, makeID: { Self.id }))

    // when, then: the second tap changes nothing and starts no save
    await store.send(.saveTapped)
    #expect(todoStore.items.isEmpty)
  }

  @Test func cancel_reportsItWithoutSaving() async {
    // given
    let store = makeStore(name: "Never mind", due: "today")

    // when, then
    await store.send(.cancelTapped)
    await store.receive(.delegate(.cancelled))
    #expect(todoStore.savedItems.isEmpty)
  }

  @Test func actions_areTracedShort_withTheUsersTextEscaped() {
    let item = TodoItem(id: Self.id, name: "Say \"hi\"", dueDate: FixedCalendar.date("2026-11-19"))
    #expect(AddTodoFeature.Action.nameChanged("Say \"hi\"").traceText == #".nameChanged("Say \"hi\"")"#)
    #expect(AddTodoFeature.Action.delegate(.saved(item)).traceText == #".delegate(.saved("Say \"hi\""))"#)
    #expect(
      AddTodoFeature.Action.saveResponse(.failure(.unavailable("down"))).traceText
        == #".saveResponse(.failure(.unavailable("down")))"#)
  }
}
