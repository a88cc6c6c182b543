import Domain
import DomainTestSupport
import Foundation
import Testing
import TextUI

@testable import VIPER

/// The assembled modules in a window: the add module presented, validated, saved or cancelled.
@Suite(.tags(.todos))
@MainActor
struct TodosModuleTests {
  private let window = Window()
  /// Wednesday 18 September 2024, in UTC.
  private let schedule = FixedCalendar.schedule(today: "2024-09-18")
  private let store = TodoStoreMock(items: [
    TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-09-19", hour: 9))
  ])

  @Test func start_showsTheUpcomingGroups() async {
    // when
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)

    // then
    #expect(window.frame == Frame(title: "To-dos", lines: ["Tomorrow", "  1. Call the dentist  Thursday"]))
  }

  @Test func add_presentsTheAddModuleWithEmptyFields() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)

    // when
    try await window.perform(.add)

    // then
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
    #expect(window.topScreen?.acceptedActions == [.name, .due, .save, .cancel])
  }

  @Test func saveWithBlankName_showsTheProblemOnTheAddScreen() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(window.frame?.lines == ["Name:", "Due:  today (Wed 18 Sep 2024)", "", "! Enter a name."])
    #expect(store.savedItems.isEmpty)
  }

  @Test func typingDueTomorrow_showsTheDayItWillBeSavedAs() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)

    // when
    try await window.perform(.due("tomorrow"))

    // then
    #expect(window.frame?.lines == ["Name:", "Due:  tomorrow (Thu 19 Sep 2024)"])
  }

  @Test func typingAfterAProblem_clearsIt() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)
    try await window.perform(.save)

    // when
    try await window.perform(.name("Call mum"))

    // then
    #expect(window.frame?.lines == ["Name: Call mum", "Due:"])
  }

  @Test func saveValidItem_closesTheAddScreenAndTheListShowsIt() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)
    try await window.perform(.name("Buy coffee beans"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(window.screens.count == 1)
    #expect(
      window.frame?.lines == ["Today", "  1. Buy coffee beans", "Tomorrow", "  2. Call the dentist  Thursday"])
  }

  @Test func saveItemDueAfterNextWeek_theListSaysItIsNotListed_untilItLoadsAgain() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)
    try await window.perform(.name("Book flights"))
    try await window.perform(.due("2024-10-07"))

    // when
    try await window.perform(.save)
    let savedFrame = window.frame?.lines
    try await window.perform(.refresh)

    // then
    #expect(window.screens.count == 1)
    #expect(
      savedFrame == [
        "(Saved \"Book flights\", due Mon 7 Oct 2024 — after next week, so not listed yet.)", "",
        "Tomorrow", "  1. Call the dentist  Thursday",
      ])
    #expect(window.frame?.lines == ["Tomorrow", "  1. Call the dentist  Thursday"])
  }

  @Test func saveListedItem_afterANotice_listsItWithoutTheNotice() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    for action: UserAction in [.add, .name("Book flights"), .due("2024-10-07"), .save, .add, .name("Buy milk")] {
      try await window.perform(action)
    }
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(window.frame?.lines == ["Today", "  1. Buy milk", "Tomorrow", "  2. Call the dentist  Thursday"])
  }

  @Test func cancel_closesTheAddScreenWithoutSaving() async throws {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    try await window.perform(.add)
    try await window.perform(.name("Never mind"))

    // when
    try await window.perform(.cancel)

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines == ["Tomorrow", "  1. Call the dentist  Thursday"])
    #expect(store.savedItems.isEmpty)
  }

  @Test func addRouter_presentAndDismiss_moveTheAddScreenOnAndOff() async {
    // given
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
    let delegate = AddTodoModuleDelegateMock(log: CallLog())
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let router = AddTodoRouter(window: window, store: store, parser: parser)

    // when
    await settling { router.presentAddTodo(delegate: delegate) }
    let presented = window.topScreen
    router.dismissAddTodo()

    // then
    #expect(presented is AddTodoView)
    #expect(window.topScreen is TodoListView)
  }
}
