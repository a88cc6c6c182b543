import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import VIPER

@Suite(.tags(.todos))
@MainActor
struct TodoListInteractorTests {
  /// Wednesday 18 September 2024, in UTC.
  private let schedule = FixedCalendar.schedule(today: "2024-09-18")
  private let output = TodoListInteractorOutputMock()

  private func makeInteractor(store: TodoStoreMock) -> TodoListInteractor {
    let interactor = TodoListInteractor(store: store, schedule: schedule)
    interactor.output = output
    return interactor
  }

  @Test func findUpcomingItems_groupsThemInListOrder_andLeavesOutOverdueAndFarOff() async {
    // given
    let today = TodoItem(name: "Today", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
    let tomorrow = TodoItem(name: "Tomorrow", dueDate: FixedCalendar.date("2024-09-19"))
    let saturday = TodoItem(name: "Saturday", dueDate: FixedCalendar.date("2024-09-21"))
    let nextTuesday = TodoItem(name: "Next Tuesday", dueDate: FixedCalendar.date("2024-09-24"))
    let overdue = TodoItem(name: "Overdue", dueDate: FixedCalendar.date("2024-09-16"))
    let farOff = TodoItem(name: "Far off", dueDate: FixedCalendar.date("2024-10-05"))
    let store = TodoStoreMock(items: [farOff, nextTuesday, saturday, overdue, tomorrow, today])

    // when
    let interactor = makeInteractor(store: store)
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(
      output.calls == [
        .didFind([
          UpcomingSection(group: .today, items: [today]),
          UpcomingSection(group: .tomorrow, items: [tomorrow]),
          UpcomingSection(group: .laterThisWeek, items: [saturday]),
          UpcomingSection(group: .nextWeek, items: [nextTuesday]),
        ])
      ])
  }

  @Test func findUpcomingItems_withNothingUpcoming_reportsNoSections() async {
    // given
    let store = TodoStoreMock(items: [TodoItem(name: "Old", dueDate: FixedCalendar.date("2024-01-01"))])

    // when
    let interactor = makeInteractor(store: store)
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.calls == [.didFind([])])
  }

  @Test func findUpcomingItems_whenStoreFails_reportsTheError() async {
    // given
    let store = TodoStoreMock()
    store.readError = .corrupt(path: "/tmp/todos.json", detail: "not valid JSON")

    // when
    let interactor = makeInteractor(store: store)
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.calls == [.didFail(.corrupt(path: "/tmp/todos.json", detail: "not valid JSON"))])
  }
}
