import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

@testable import MVC

/// Today is Wednesday 18 September 2024 (UTC); the ISO week runs Monday 16 to Sunday 22.
@MainActor
@Suite(.tags(.todos))
struct TodoListViewControllerTests {
  private let schedule = FixedCalendar.schedule(today: "2024-09-18")

  private func item(_ name: String, _ day: String, hour: Int = 9) -> TodoItem {
    TodoItem(name: name, dueDate: FixedCalendar.date(day, hour: hour))
  }

  @Test func appear_withItemsInEveryGroup_showsGroupsInOrderWithWeekdays() async {
    // given
    let store = TodoStoreMock(items: [
      item("Dentist", "2024-09-24"), item("Gym", "2024-09-21"), item("Call mom", "2024-09-19"),
      item("Pay rent", "2024-09-18", hour: 17), item("Buy milk", "2024-09-18"),
    ])
    let controller = TodoListViewController(store: store, schedule: schedule)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.title == "To-dos")
    #expect(
      controller.frame.lines == [
        "Today", "  1. Buy milk", "  2. Pay rent",
        "Tomorrow", "  3. Call mom  Thursday",
        "Later this week", "  4. Gym       Saturday",
        "Next week", "  5. Dentist   Tuesday",
      ])
  }

  @Test func appear_leavesOutOverdueAndFarOffItemsAndEmptyGroups() async {
    // given
    let store = TodoStoreMock(items: [
      item("Overdue", "2024-09-17", hour: 23), item("Far off", "2024-09-30"), item("Next Sunday", "2024-09-29"),
    ])
    let controller = TodoListViewController(store: store, schedule: schedule)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines == ["Next week", "  1. Next Sunday  Sunday"])
  }

  @Test func appear_withNothingUpcoming_showsEmptyState() async {
    // given
    let store = TodoStoreMock(items: [item("Long ago", "2024-01-01")])
    let controller = TodoListViewController(store: store, schedule: schedule)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines == ["No upcoming items"])
  }

  @Test func appear_whenStoreFails_showsErrorAlert() async {
    // given
    let store = TodoStoreMock()
    store.readError = .corrupt(path: "/tmp/todos.json", detail: "not valid JSON")
    let controller = TodoListViewController(store: store, schedule: schedule)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.frame.lines == [
        "[!] Could not load to-dos", "    The to-do store /tmp/todos.json is malformed (not valid JSON).",
      ])
  }

  @Test func refresh_whileReadRuns_showsLoadingThenTheNewItems() async throws {
    // given
    let probe = FrameProbe()
    let store = TodoStoreMock()
    let controller = TodoListViewController(
      store: ObservedTodoStore(store) { await probe.record() }, schedule: schedule)
    probe.frameSource = { controller.frame }
    await settling { controller.screenDidLoad() }
    store.items = [item("Buy milk", "2024-09-18")]

    // when
    try await controller.perform(.refresh)

    // then
    #expect(probe.frames.map(\.lines) == [["Loading…"], ["Loading…"]])
    #expect(controller.frame.lines == ["Today", "  1. Buy milk"])
  }

  @Test func addWithoutAWindow_staysOnTheList() async throws {
    // given
    let controller = TodoListViewController(store: TodoStoreMock(), schedule: schedule)
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.add)

    // then
    #expect(controller.frame.lines == ["No upcoming items"])
  }
}
