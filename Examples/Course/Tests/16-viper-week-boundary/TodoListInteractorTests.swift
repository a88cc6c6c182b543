import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import E16VIPERWeekBoundary

/// A presenter that records what the interactor found, and why it found nothing.
@MainActor
final class TodoListInteractorOutputSpy: TodoListInteractorOutput {
  /// Each answer as its groups in order, written `Tomorrow: Brunch, Dentist`.
  private(set) var found: [[String]] = []
  /// Each failure's message, in order.
  private(set) var failures: [String] = []

  func foundUpcomingItems(_ groups: [(group: UpcomingGroup, items: [UpcomingItem])]) {
    found.append(groups.map { "\($0.group.rawValue): \($0.items.map(\.name).joined(separator: ", "))" })
  }

  func failedToFindItems(because message: String) { failures.append(message) }
}

/// Grouping at the edges of the week: ISO-8601 weeks start on Monday.
@Suite("Exercise 16: Sunday's tomorrow counted as next week")
@MainActor
struct TodoListInteractorTests {
  let output = TodoListInteractorOutputSpy()

  /// The interactor of a day `today`, at `minuteOfToday` (noon unless the test says otherwise).
  private func interactor(today: String, at minuteOfToday: Int = 12 * 60, items: [TodoItem]) -> TodoListInteractor {
    let interactor = TodoListInteractor(
      store: TodoStoreMock(items: items), today: FixedCalendar.date(today, minute: minuteOfToday),
      calendar: FixedCalendar.utc)
    interactor.output = output
    return interactor
  }

  @Test func itemDueMondayWhenTodayIsSunday_isTomorrow() async {
    // given: Sunday 22 November 2026, an item due on Monday the 23rd
    let interactor = interactor(
      today: "2026-11-22", items: [TodoItem(name: "Dentist", dueDate: FixedCalendar.date("2026-11-23", hour: 9))])

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.found == [["Tomorrow: Dentist"]])
  }

  @Test func itemDueThursdayWhenTodayIsWednesday_isTomorrow() async {
    // given: Wednesday 18 November 2026
    let interactor = interactor(
      today: "2026-11-18", items: [TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))])

    // when
    await settling { interactor.findUpcomingItems() }

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
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.found == [["Tomorrow: Brunch", "Next week: Stand-up"]])
  }

  @Test func itemDueSundayWhenTodayIsWednesday_isLaterThisWeek() async {
    // given: Wednesday 18 November 2026; this ISO week ends on Sunday the 22nd
    let interactor = interactor(
      today: "2026-11-18", items: [TodoItem(name: "Brunch", dueDate: FixedCalendar.date("2026-11-22", hour: 11))])

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.found == [["Later this week: Brunch"]])
  }

  @Test func itemDueAtMidnightAfterTomorrow_isNotTomorrow() async {
    // given: Wednesday 18 November 2026, an item due as Friday the 20th begins
    let interactor = interactor(
      today: "2026-11-18", items: [TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2026-11-20"))])

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.found == [["Later this week: Pay rent"]])
  }

  /// Every weekday as today, in a midweek month and across a year's end (ISO week 53 of 2026
  /// runs from Monday 28 December to Sunday 3 January), with an item due as each day from
  /// yesterday to two weeks on begins and one as it ends: the interactor groups them as Domain's
  /// `UpcomingSchedule` states the rule.
  @Test(arguments: [
    "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22",
    "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03",
  ])
  func itemsOnEveryDayAroundToday_areGroupedAsTheScheduleRuleSays(today: String) async {
    // given
    let startOfToday = FixedCalendar.date(today)
    let items = (-1...15).flatMap { day in
      let start = FixedCalendar.utc.date(byAdding: .day, value: day, to: startOfToday)!
      return [
        TodoItem(name: "day \(day) at 00:00", dueDate: start),
        TodoItem(name: "day \(day) at 23:59", dueDate: start.addingTimeInterval(24 * 60 * 60 - 60)),
      ]
    }
    let interactor = interactor(today: today, items: items)
    let rule = FixedCalendar.schedule(today: today).sections(for: items).map { section in
      "\(section.group.rawValue): \(section.items.map(\.name).joined(separator: ", "))"
    }

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(output.found == [rule], "today is \(today)")
  }

  /// Today is any moment of its day in the calendar given (UTC), its first minute or its last,
  /// whatever the machine's time zone: the groups are the same, and Monday is still tomorrow on a
  /// Sunday.
  @Test(arguments: ["2026-11-21", "2026-11-22", "2026-11-23"], [0, 23 * 60 + 59])
  func itemsAroundTheWeekend_areGroupedTheSameAtEveryMomentOfToday(today: String, minuteOfToday: Int) async {
    // given
    let startOfToday = FixedCalendar.date(today)
    let items = (-1...8).flatMap { day in
      let start = FixedCalendar.utc.date(byAdding: .day, value: day, to: startOfToday)!
      return [
        TodoItem(name: "day \(day) at 00:00", dueDate: start),
        TodoItem(name: "day \(day) at 23:59", dueDate: start.addingTimeInterval(24 * 60 * 60 - 60)),
      ]
    }
    let interactor = interactor(today: today, at: minuteOfToday, items: items)
    let rule = FixedCalendar.schedule(today: today).sections(for: items).map { section in
      "\(section.group.rawValue): \(section.items.map(\.name).joined(separator: ", "))"
    }

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(
      output.found == [rule],
      "today is \(today) at minute \(minuteOfToday) of its day in UTC; the groups are not the rule's for that day")
  }
}
