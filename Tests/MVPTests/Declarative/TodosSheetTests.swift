import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The declarative to-dos: the sheet coordinator sets the sheet's item, and the list screen's
/// sheet follows it; today is Wednesday 15 May 2024.
@Suite(.tags(.todos))
@MainActor
struct TodosSheetTests {
  private let window = Window()
  private let store = TodoStoreMock()
  private let coordinator: TodosSheetCoordinator

  init() {
    coordinator = TodosSheetCoordinator(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"))
  }

  private func start() async {
    let screen = TodoListScreen(state: coordinator.makeList(), coordinator: coordinator)
    await window.setRoot(HostingScreen(screen, in: window))
  }

  @Test func add_setsTheSheetItem_andTheSheetIsPresented() async throws {
    // given
    await start()

    // when
    try await window.perform(.add)

    // then
    #expect(coordinator.addItem != nil)
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Add to-do", lines: LabeledFields([("Name", ""), ("Due", "")]).lines))
    #expect(window.acceptedActions == [.name, .due, .save, .cancel])
  }

  @Test func typing_keepsTheName_andThePresenterSaysTheDueDay() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // then
    let sheet = try #require(coordinator.addItem)
    #expect(sheet.name == "Buy milk")
    #expect(sheet.due == "tomorrow (Thu 16 May 2024)")
  }

  @Test func save_clearsTheSheetItem_dismissesIt_andTheListReloads() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(coordinator.addItem == nil)
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
    #expect(coordinator.addItem == nil)
    #expect(window.screens.count == 1)
    #expect(store.savedItems.isEmpty)
  }
}
