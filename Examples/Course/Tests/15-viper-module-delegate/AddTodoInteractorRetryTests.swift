import Domain
import DomainTestSupport
import Testing

@testable import E15VIPERModuleDelegate

/// A store that refuses its first save, as a disk full for a moment would, and keeps the rest.
@MainActor
final class TodoStoreRefusingOnce: TodoStore {
  private(set) var items: [TodoItem] = []
  private var refused = false

  func allItems() async throws(StoreError) -> [TodoItem] { items }

  func save(_ item: TodoItem) async throws(StoreError) {
    guard refused else {
      refused = true
      throw .unavailable("the disk is full")
    }
    items.append(item)
  }
}

/// Records what the interactor tells its presenter.
@MainActor
final class AddTodoInteractorOutputSpy: AddTodoInteractorOutput {
  private(set) var saved: [String] = []
  private(set) var problems: [String] = []

  func didSave(_ item: TodoItem) { saved.append(item.name) }
  func didFailToSave(because problem: String) { problems.append(problem) }
}

@Suite("Exercise 15: a save the store refused, tried again")
@MainActor
struct AddTodoInteractorRetryTests {
  @Test func saveTheStoreRefused_canBeTriedAgain() async {
    // given: the store refused the first save
    let store = TodoStoreRefusingOnce()
    let output = AddTodoInteractorOutputSpy()
    let interactor = AddTodoInteractor(
      store: store,
      parser: DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc))
    interactor.output = output
    let draft = TodoDraft(name: "Buy milk", dueText: "tomorrow")
    await settling { interactor.save(draft) }

    // when
    await settling { interactor.save(draft) }

    // then
    #expect(output.problems.count == 1)
    #expect(store.items.map(\.name) == ["Buy milk"], "a save tried again after the store refused it stored nothing")
    #expect(output.saved == ["Buy milk"])
  }
}
