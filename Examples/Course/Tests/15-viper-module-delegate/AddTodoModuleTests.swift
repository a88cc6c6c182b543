import Domain
import DomainTestSupport
import Testing

@testable import E15VIPERModuleDelegate

/// Plays the to-do list's part: records what the Add module told it.
@MainActor
final class AddTodoModuleDelegateSpy: AddTodoModuleDelegate {
  private(set) var savedNames: [String] = []
  private(set) var cancelCount = 0

  func addModuleDidCancelAddAction() { cancelCount += 1 }
  func addModuleDidSaveAddAction(_ item: TodoItem) async { savedNames.append(item.name) }
}

/// The Add module as assembled, driven through its view.
@Suite("Exercise 15: the module delegate nobody connected")
@MainActor
struct AddTodoModuleTests {
  let store = TodoStoreMock()
  let delegate = AddTodoModuleDelegateSpy()
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

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
