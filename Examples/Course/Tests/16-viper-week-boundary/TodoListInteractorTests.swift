import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import E16VIPERWeekBoundary

/// A presenter that records what the interactor found.
@MainActor
final class TodoListInteractorOutputSpy: TodoListInteractorOutput {
  /// Each answer as its groups in order, written `Tomorrow: Brunch, Dentist`.
  private(set) var found: [[String]] = []

  func foundUpcomingItems(_ groups: [(group: UpcomingGroup, items: [UpcomingItem])]) {
    found.append(groups.map { "\($0.group.rawValue): \($0.items.map(\.name).joined(separator: ", "))" })
  }

  func failedToFindItems(because message: String) {}
}

/// Grouping at the edges of the week: ISO-8601 weeks start on Monday.
@Suite("Exercise 16: Sunday's tomorrow counted as next week")
@MainActor
struct TodoListInteractorTests {
  let output = TodoListInteractorOutputSpy()

  private func interactor(today: String, items: [TodoItem]) -> TodoListInteractor {
    let interactor = TodoListInteractor(
      store: TodoStoreMock(items: items), today: FixedCalendar.date(today, hour: 12), calendar: FixedCalendar.utc)
    interactor.output = output
    return interactor
  }

  @Test func itemDueMondayWhenTodayIsSunday_isTomorrow() async {
    // given: Sunday 22 November 2026, an item due on Monday the 23rd
    let interactor = interactor(
      today: "2026-11-22", items: [TodoItem(name: "Dentist", dueDate: FixedCalendar.date("2026-11-23", hour: 9))])

    // when
    await interactor.findUpcomingItems()

    // then
    #expect(output.found == [["Tomorrow: Dentist"]])
  }

  @Test func itemDueThursdayWhenTodayIsWednesday_isTomorrow() async {
    // given: Wednesday 18 November 2026
    let interactor = interactor(
      today: "2026-11-18", items: [TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))])

    // when
    await interactor.findUpcomingItems()

    // then
    #expect(output.found == [["Tomorrow: Buy milk"]])
  }

  @Test func itemsAcrossTheWeekendWhenTodayIsSaturday_areGroupedBySoonest() async {
    // given: Saturday 21 November 2026; Sunday is tomorrow, Monday starts next week
    let interactor = interactor(
      today: "2026-11-21",
      items: [
        TodoItem(name: "Brunch", dueDate: FixedCalendar.date("2026-11-22", hour: 11)),
        TodoItem(name: "Stand-up", dueDate: FixedCalendar.date("2026-11-23", hour: 9)),
        TodoItem(name: "Review", dueDate: FixedCalendar.date("2026-11-30", hour: 9)),
      ])

    // when
    await interactor.findUpcomingItems()

    // then
    #expect(output.found == [["Tomorrow: Brunch", "Next week: Stand-up"]])
  }
}
