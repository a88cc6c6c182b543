import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import UDF

/// The to-do list's reducer, with no view: the loads, and the Add screen as a part of its state,
/// opened, closed and, after a save, followed by a reload.
@Suite("UDF todos", .tags(.todos))
@MainActor
struct TodosFeatureTests {
  /// Wednesday 18 November 2026.
  static let schedule = FixedCalendar.schedule(today: "2026-11-18")
  static let newID = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
  static let items = [
    TodoItem(id: id(1), name: "Call the dentist", dueDate: FixedCalendar.date("2026-11-19")),
    TodoItem(id: id(2), name: "Buy coffee beans", dueDate: FixedCalendar.date("2026-11-18", hour: 9)),
    TodoItem(id: id(3), name: "Renew passport", dueDate: FixedCalendar.date("2026-11-02")),
    TodoItem(id: id(4), name: "Plan the team offsite", dueDate: FixedCalendar.date("2026-11-25")),
  ]
  /// The upcoming ones of ``items``, grouped: the overdue item is not listed.
  static let rows: [TodosFeature.UpcomingRow] = [
    .init(group: .today, name: "Buy coffee beans", dueLabel: ""),
    .init(group: .tomorrow, name: "Call the dentist", dueLabel: "Thursday"),
    .init(group: .nextWeek, name: "Plan the team offsite", dueLabel: "Wednesday"),
  ]

  private let todoStore = TodoStoreMock(items: items)

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012d", number))")!
  }

  private func makeStore(initialState: TodosFeature.State = TodosFeature.State()) -> TestStore<TodosFeature> {
    TestStore(
      initialState: initialState,
      reducer: TodosFeature(store: todoStore, schedule: Self.schedule, makeID: { Self.newID })
    )
  }

  /// The list loaded with ``items``, as a test that adds starts from.
  private static var loaded: TodosFeature.State {
    var state = TodosFeature.State()
    state.list = .loaded(rows)
    return state
  }

  /// An Add screen with the two fields typed.
  private static func draft(name: String, due: String) -> AddTodoFeature.State {
    var state = AddTodoFeature.State()
    state.draft = TodoDraft(name: name, dueText: due)
    state.duePreview = DueDateParser(today: schedule.today, calendar: schedule.calendar).preview(of: due)
    return state
  }

  // MARK: Loading

  @Test func load_showsTheUpcomingItems_groupedByDay() async {
    // given
    let store = makeStore()

    // when, then: the list starts loading, so the load changes nothing until the answer
    await store.send(.viewDidLoad)
    await store.receive(.todosResponse(.success(Self.items))) { $0.list = .loaded(Self.rows) }
  }

  @Test func load_withNothingUpcoming_isAnEmptyState() async {
    // given: only an overdue item
    todoStore.items = [Self.items[2]]
    let store = makeStore()

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.todosResponse(.success([Self.items[2]]))) {
      $0.list = .empty(UpcomingSchedule.emptyMessage)
    }
  }

  @Test func load_thatTheStoreFails_showsTheAlert_untilARefreshLoads() async {
    // given
    let error = StoreError.unavailable("the store cannot be reached")
    todoStore.readError = error
    let store = makeStore()

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.todosResponse(.failure(error))) {
      $0.list = .failed(.init(title: FailureText.todosNotLoaded, message: error.message))
    }
    todoStore.readError = nil
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.todosResponse(.success(Self.items))) { $0.list = .loaded(Self.rows) }
  }

  // MARK: Adding

  @Test func add_opensTheAddScreen_asState() async {
    // given
    let store = makeStore(initialState: Self.loaded)

    // when, then
    await store.send(.addTapped) { $0.addTodo = AddTodoFeature.State() }
    await store.send(.addTodo(.nameChanged("Buy milk"))) { $0.addTodo?.draft.name = "Buy milk" }
  }

  @Test func add_withAValidationProblem_staysOpen_andSavesNothing() async {
    // given
    var state = Self.loaded
    state.addTodo = Self.draft(name: "   ", due: "today")
    let store = makeStore(initialState: state)

    // when, then
    await store.send(.addTodo(.saveTapped)) { $0.addTodo?.problem = TodoDraft.Problem.blankName.message }
    #expect(todoStore.savedItems.isEmpty)
  }

  @Test func add_saved_closesTheAddScreen_andReloadsTheList_withTheItem() async {
    // given
    var state = Self.loaded
    state.addTodo = Self.draft(name: "Buy milk", due: "tomorrow")
    let store = makeStore(initialState: state)
    let item = TodoItem(id: Self.newID, name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))

    // when, then
    await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
    await store.receive(.addTodo(.saveResponse(.success(item))))
    await store.receive(.addTodo(.delegate(.saved(item)))) {
      $0.addTodo = nil
      $0.list = .loading
    }
    await store.receive(.todosResponse(.success(Self.items + [item]))) {
      $0.list = .loaded([
        Self.rows[0], .init(group: .tomorrow, name: "Buy milk", dueLabel: "Thursday"), Self.rows[1], Self.rows[2],
      ])
    }
  }

  @Test func add_savedAfterNextWeek_saysWhereItWent_untilTheNextLoad() async {
    // given
    var state = Self.loaded
    state.addTodo = Self.draft(name: "Book flights", due: "2026-12-31")
    let store = makeStore(initialState: state)
    let item = TodoItem(id: Self.newID, name: "Book flights", dueDate: FixedCalendar.date("2026-12-31"))
    let notice = "Saved \"Book flights\", due Thu 31 Dec 2026 — after next week, so not listed yet."

    // when, then: the notice waits for the reloaded list, and goes with the next load
    await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
    await store.receive(.addTodo(.saveResponse(.success(item))))
    await store.receive(.addTodo(.delegate(.saved(item)))) {
      $0.addTodo = nil
      $0.list = .loading
      $0.pendingNotice = notice
    }
    await store.receive(.todosResponse(.success(Self.items + [item]))) {
      $0.list = .loaded(Self.rows)
      $0.notice = notice
      $0.pendingNotice = nil
    }
    await store.send(.refreshRequested) {
      $0.list = .loading
      $0.notice = nil
    }
    await store.receive(.todosResponse(.success(Self.items + [item]))) { $0.list = .loaded(Self.rows) }
  }

  @Test func add_savedAfterNextWeek_butTheReloadFails_dropsTheNotice() async {
    // given: the item saves, the list's read after it fails
    var state = Self.loaded
    state.addTodo = Self.draft(name: "Book flights", due: "2026-12-31")
    let store = makeStore(initialState: state)
    let item = TodoItem(id: Self.newID, name: "Book flights", dueDate: FixedCalendar.date("2026-12-31"))
    let error = StoreError.unavailable("the store cannot be reached")
    todoStore.readError = error

    // when, then: the alert shows alone, and the list a refresh loads says nothing of the save
    await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
    await store.receive(.addTodo(.saveResponse(.success(item))))
    await store.receive(.addTodo(.delegate(.saved(item)))) {
      $0.addTodo = nil
      $0.list = .loading
      $0.pendingNotice = "Saved \"Book flights\", due Thu 31 Dec 2026 — after next week, so not listed yet."
    }
    await store.receive(.todosResponse(.failure(error))) {
      $0.list = .failed(.init(title: FailureText.todosNotLoaded, message: error.message))
      $0.pendingNotice = nil
    }
    todoStore.readError = nil
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.todosResponse(.success(Self.items + [item]))) { $0.list = .loaded(Self.rows) }
  }

  @Test func add_cancelled_closesTheAddScreen_andKeepsTheList() async {
    // given
    var state = Self.loaded
    state.addTodo = Self.draft(name: "Never mind", due: "")
    let store = makeStore(initialState: state)

    // when, then: no reload
    await store.send(.addTodo(.cancelTapped))
    await store.receive(.addTodo(.delegate(.cancelled))) { $0.addTodo = nil }
    #expect(todoStore.savedItems.isEmpty)
  }

  @Test func add_thatTheStoreFailsToSave_staysOpen_withWhy() async {
    // given
    let error = StoreError.unavailable("the store cannot be reached")
    todoStore.saveError = error
    var state = Self.loaded
    state.addTodo = Self.draft(name: "Buy milk", due: "tomorrow")
    let store = makeStore(initialState: state)

    // when, then
    await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
    await store.receive(.addTodo(.saveResponse(.failure(error)))) {
      $0.addTodo?.isSaving = false
      $0.addTodo?.problem = FailureText.itemNotSaved(error.message)
    }
    #expect(todoStore.items == Self.items)
  }

  @Test func anAddAction_withNoAddScreenOpen_changesNothing() async {
    // given
    let store = makeStore(initialState: Self.loaded)

    // when, then
    await store.send(.addTodo(.saveTapped))
    #expect(todoStore.savedItems.isEmpty)
  }

  @Test func actions_areTracedShort() {
    #expect(TodosFeature.Action.todosResponse(.success(Self.items)).traceText == ".todosResponse(.success(4 to-dos))")
    #expect(TodosFeature.Action.addTodo(.cancelTapped).traceText == ".addTodo(.cancelTapped)")
  }
}
