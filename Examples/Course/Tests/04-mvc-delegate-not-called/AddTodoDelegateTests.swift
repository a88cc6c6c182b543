import Domain
import DomainTestSupport
import Testing

@testable import E04MVCDelegateNotCalled

/// Plays the to-do list's part: records what the Add screen tells it, and what the store held
/// at that moment.
@MainActor
final class AddTodoDelegateSpy: AddTodoViewControllerDelegate {
  let store: TodoStoreMock
  private(set) var savedNames: [String] = []
  private(set) var storedNamesWhenTold: [[String]] = []
  private(set) var cancelCount = 0

  init(store: TodoStoreMock) {
    self.store = store
  }

  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem) async {
    savedNames.append(item.name)
    storedNamesWhenTold.append(store.savedItems.map(\.name))
  }

  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController) {
    cancelCount += 1
  }
}

/// A store that refuses every item, as a full disk would.
final class RefusingTodoStore: TodoStore {
  func allItems() async throws(StoreError) -> [TodoItem] { [] }

  func save(_ item: TodoItem) async throws(StoreError) {
    throw .unavailable("the disk is full")
  }
}

@Suite("Exercise 04: the delegate nobody calls back")
@MainActor
struct AddTodoDelegateTests {
  let store = TodoStoreMock()
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  @Test func saveOfAValidDraft_tellsTheDelegateWhatWasSaved() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames == ["Buy milk"])
  }

  @Test func saveOfAValidDraft_tellsTheDelegateAfterTheItemIsStored() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("2026-11-20"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.storedNamesWhenTold == [["Buy milk"]])
  }

  @Test func saveOfADraftWithoutName_keepsTheScreenOpenAndTellsNobody() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames.isEmpty)
    #expect(controller.body().last == "! Enter a name.")
  }

  @Test func saveThatTheStoreRefuses_showsTheProblemAndTellsNobody() async throws {
    // given
    let controller = AddTodoViewController(store: RefusingTodoStore(), parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames.isEmpty)
    #expect(controller.body().last == "! Could not save: The to-do store is unavailable (the disk is full).")
  }
}
