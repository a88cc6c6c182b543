import Domain
import DomainTestSupport
import Testing

@testable import E15VIPERModuleDelegate

/// Plays the to-do list's part: records what the Add module told it, and what the store held
/// when it was told of a save (the list reloads from the store at that moment).
@MainActor
final class AddTodoModuleDelegateSpy: AddTodoModuleDelegate {
  private let store: any TodoStore
  private(set) var savedNames: [String] = []
  private(set) var storedNamesWhenToldOfASave: [[String]] = []
  private(set) var cancelCount = 0

  init(store: any TodoStore) {
    self.store = store
  }

  func addModuleDidCancelAddAction() { cancelCount += 1 }
  func addModuleDidSaveAddAction(_ item: TodoItem) async {
    savedNames.append(item.name)
    storedNamesWhenToldOfASave.append(((try? await store.allItems()) ?? []).map(\.name))
  }
}

/// A store that cannot be written.
final class ReadOnlyTodoStore: TodoStore {
  func allItems() async throws(StoreError) -> [TodoItem] { [] }
  func save(_ item: TodoItem) async throws(StoreError) { throw .readOnly(path: "todos.json") }
}

/// The Add module as assembled, driven through its view.
@Suite("Exercise 15: the module delegate nobody connected")
@MainActor
struct AddTodoModuleTests {
  let store = TodoStoreMock()
  let delegate: AddTodoModuleDelegateSpy
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  init() {
    delegate = AddTodoModuleDelegateSpy(store: store)
  }

  @Test func savingAValidItem_tellsTheModuleDelegate() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await view.screenDidAppear()
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then
    #expect(delegate.savedNames == ["Buy milk"])
  }

  @Test func savingAValidItem_tellsTheModuleDelegateOnceItIsStored() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await view.screenDidAppear()
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then
    #expect(delegate.storedNamesWhenToldOfASave == [["Buy milk"]])
  }

  @Test func savingWhenTheStoreFails_doesNotTellTheModuleDelegate() async throws {
    // given
    let readOnly = ReadOnlyTodoStore()
    let delegate = AddTodoModuleDelegateSpy(store: readOnly)
    let view = AddTodoRouter.assembleModule(store: readOnly, parser: parser, delegate: delegate)
    await view.screenDidAppear()
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then: the Add screen stays up and says why
    #expect(delegate.savedNames == [])
    #expect(view.body().contains { $0.contains("todos.json is read-only") })
  }

  @Test func cancelling_tellsTheModuleDelegate() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await view.screenDidAppear()

    // when
    try await view.perform(.cancel)

    // then
    #expect(delegate.cancelCount == 1)
  }

  @Test func savingAValidItem_storesIt() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await view.screenDidAppear()
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("2026-11-20"))

    // when
    try await view.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
  }
}
