import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The declarative to-dos: the list's `add` sets the sheet coordinator's item, the sheet
/// follows it, and the Add screen's fields write through bindings to its view model.
@Suite(.tags(.todos))
@MainActor
struct TodosScreenTests {
  private let window = Window()
  private let store = TodoStoreMock()
  private let coordinator: TodosSheetCoordinator

  init() {
    coordinator = TodosSheetCoordinator(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"))
  }

  private func start() async {
    await window.setRoot(HostingScreen(TodosScreen(coordinator: coordinator), in: window))
  }

  @Test func add_setsTheSheetsItem_andTheSheetPresentsTheAddScreen() async throws {
    // given
    await start()

    // when
    try await window.perform(.add)

    // then
    #expect(coordinator.addItem != nil)
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
    #expect(window.acceptedActions == [.name, .due, .save, .cancel])
  }

  @Test func typing_writesThroughTheBindings_toTheAddScreensViewModel() async throws {
    // given
    await start()
    try await window.perform(.add)
    let viewModel = try #require(coordinator.addItem?.viewModel)

    // when
    try await window.perform(.name("Milk"))
    try await window.perform(.due("tomorrow"))

    // then
    #expect(viewModel.outputs.name == "Milk")
    #expect(window.frame?.lines == ["Name: Milk", "Due:  tomorrow (Thu 16 May 2024)"])
  }

  @Test func cancel_goesThroughTheViewModel_andTheSheetIsDismissed() async throws {
    // given
    await start()
    try await window.perform(.add)
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) { try await window.perform(.cancel) }

    // then
    #expect(
      log.messages.map(\.description).prefix(2) == [
        "View → ViewModel: cancelTapped()", "ViewModel → Coordinator: addItemDidCancel()",
      ])
    #expect(coordinator.addItem == nil)
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "To-dos")
  }

  @Test func save_dismissesTheSheet_andTheListLoadsWithTheItem() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Milk"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Milk"])
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines.contains { $0.contains("Milk") } == true)
  }
}
