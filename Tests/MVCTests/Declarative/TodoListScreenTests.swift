import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// The declarative to-do list: `add` makes the controller hold an Add controller, which the
/// list's sheet presents; the Add controller's delegate calls make the list let go of it.
@MainActor
@Suite(.tags(.todos))
struct TodoListScreenTests {
  private let store = TodoStoreMock(items: [
    TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  ])
  private let window = Window()

  private func start(_ store: any TodoStore) async -> TodoListController {
    let controller = TodoListController(store: store, schedule: FixedCalendar.schedule(today: "2024-09-18"))
    await window.setRoot(HostingScreen(TodoListScreen(controller: controller), in: window))
    return controller
  }

  @Test func add_presentsTheSheetTheControllerHolds() async throws {
    // given
    let controller = await start(store)
    #expect(window.acceptedActions == [.add, .refresh])

    // when
    try await window.perform(.add)

    // then
    #expect(controller.addTodo != nil)
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
    #expect(window.acceptedActions == [.name, .due, .save, .cancel])
  }

  @Test func typing_writesThroughTheBindingsToTheAddController() async throws {
    // given
    let controller = await start(store)
    try await window.perform(.add)

    // when
    try await window.perform(.name("Call mom"))
    try await window.perform(.due("tomorrow"))

    // then
    #expect(controller.addTodo?.name == "Call mom")
    #expect(window.frame?.lines == ["Name: Call mom", "Due:  tomorrow (Thu 19 Sep 2024)"])
  }

  @Test func invalidDraft_showsTheProblem_andTypingClearsIt() async throws {
    // given
    _ = await start(store)
    try await window.perform(.add)

    // when
    try await window.perform(.save)

    // then
    #expect(window.frame?.lines.last?.hasPrefix("! ") == true)
    try await window.perform(.name("Tea"))
    #expect(window.frame?.lines == ["Name: Tea", "Due:"])
    #expect(store.savedItems.isEmpty)
  }

  @Test func save_letsGoOfTheSheet_andTheListReloads() async throws {
    // given
    let controller = await start(store)
    try await window.perform(.add)
    try await window.perform(.name("Call mom"))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(controller.addTodo == nil)
    #expect(store.savedItems.map(\.name) == ["Call mom"])
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines == ["Today", "  1. Pay rent", "Tomorrow", "  2. Call mom  Thursday"])
  }

  @Test func cancel_letsGoOfTheSheet_andFreesTheAddController() async throws {
    // given
    let controller = await start(store)
    try await window.perform(.add)
    @Weak var add = controller.addTodo

    // when
    try await window.perform(.cancel)

    // then
    #expect(controller.addTodo == nil)
    #expect(add == nil)
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "To-dos")
  }

  @Test func closingWhileSaving_cancelsTheSave_andFreesBothControllers() async throws {
    // given a save held
    let held = HeldRequests()
    held.isHolding = false
    @Weak var list: TodoListController?
    @Weak var add: AddTodoController?
    do {
      let controller = await start(ObservedTodoStore(store, willRequest: held.hook))
      list = controller
      try await window.perform(.add)
      add = controller.addTodo
      try await window.perform(.name("Tea"))
      try await window.perform(.due("today"))
      held.isHolding = true
      try await window.perform(.save)
    }

    // when
    window.close()
    await window.settled()

    // then
    #expect(held.cancelled == 1)
    #expect(list == nil)
    #expect(add == nil)
  }
}
