import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The declarative to-dos: the add module's sheet router sets the navigation's sheet item, and
/// the list screen's sheet follows it; today is Wednesday 15 May 2024.
@Suite(.tags(.todos))
@MainActor
struct TodosSheetTests {
  private let window = Window()
  private let store = TodoStoreMock()
  private let navigation = TodosNavigation()

  private func start() async {
    let list = TodoListRouter.assembleDeclarativeModule(
      store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), navigation: navigation)
    await window.setRoot(HostingScreen(TodoListScreen(state: list, navigation: navigation), in: window))
  }

  @Test func add_presentsTheModuleThroughItsInterface_asTheSheetItem() async throws {
    // given
    await start()

    // when
    let messages = await traceMessages { try? await window.perform(.add) }

    // then
    #expect(navigation.addTodo != nil)
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Add to-do", lines: LabeledFields([("Name", ""), ("Due", "")]).lines))
    #expect(window.acceptedActions == [.name, .due, .save, .cancel])
    #expect(messages.contains { $0.hasPrefix("Router → ModuleInterface: presentAddTodo(") })
  }

  @Test func typing_thePresenterSaysHowTheFieldsRead() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // then
    let sheet = try #require(navigation.addTodo)
    #expect(sheet.name == "Buy milk")
    #expect(sheet.due == "tomorrow (Thu 16 May 2024)")
  }

  @Test func save_clearsTheSheetItem_andTheListReloads() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(navigation.addTodo == nil)
    #expect(window.screens.count == 1)
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(window.frame?.lines.contains { $0.contains("Buy milk") } == true)
  }

  @Test func cancel_dismissesTheSheet_savingNothing() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.cancel)

    // then
    #expect(navigation.addTodo == nil)
    #expect(window.screens.count == 1)
    #expect(store.savedItems.isEmpty)
  }
}
