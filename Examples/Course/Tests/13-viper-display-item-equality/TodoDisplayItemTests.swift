import Domain
import DomainTestSupport
import Testing

@testable import E13VIPERDisplayItemEquality

/// A view that records what the presenter showed.
@MainActor
final class TodoListViewSpy: TodoListViewInterface {
  private(set) var noContentMessages: [String] = []
  private(set) var shownSections: [[TodoSectionDisplayItem]] = []

  func showNoContentMessage(_ message: String) { noContentMessages.append(message) }
  func showUpcoming(sections: [TodoSectionDisplayItem]) { shownSections.append(sections) }
}

@Suite("Exercise 13: the equality that compares a value with itself")
@MainActor
struct TodoDisplayItemTests {
  @Test func rowsWithDifferentDueDays_areNotEqual() {
    // given
    let monday = TodoRowDisplayItem(title: "Buy milk", dueDay: "Monday")
    let tuesday = TodoRowDisplayItem(title: "Buy milk", dueDay: "Tuesday")

    // when
    let equal = monday == tuesday

    // then
    #expect(!equal, "\(monday) and \(tuesday) compare equal")
  }

  @Test func rowsWithDifferentTitles_areNotEqual() {
    // given
    let milk = TodoRowDisplayItem(title: "Buy milk", dueDay: "Monday")
    let bread = TodoRowDisplayItem(title: "Buy bread", dueDay: "Monday")

    // when
    let equal = milk == bread

    // then
    #expect(!equal, "\(milk) and \(bread) compare equal")
  }

  @Test func rowsWithTheSameTitleAndDay_areEqual() {
    // given
    let row = TodoRowDisplayItem(title: "Buy milk", dueDay: "Monday")

    // when
    let copy = row

    // then
    #expect(row == copy)
  }

  @Test func foundItemForTomorrow_displaysItsWeekday() {
    // given: today is Wednesday 18 November 2026
    let schedule = FixedCalendar.schedule(today: "2026-11-18")
    let presenter = TodoListPresenter(schedule: schedule)
    let view = TodoListViewSpy()
    presenter.view = view
    let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19", hour: 9))

    // when
    presenter.foundUpcomingItems(schedule.sections(for: [milk]))

    // then
    #expect(
      view.shownSections == [
        [TodoSectionDisplayItem(header: "Tomorrow", rows: [TodoRowDisplayItem(title: "Buy milk", dueDay: "Thursday")])]
      ])
  }

  @Test func foundItemsInEveryGroup_displayTheWeekdayEachIsDue() {
    // given: today is Wednesday 18 November 2026; next week runs from Monday the 23rd
    let schedule = FixedCalendar.schedule(today: "2026-11-18")
    let presenter = TodoListPresenter(schedule: schedule)
    let view = TodoListViewSpy()
    presenter.view = view
    let items = [
      TodoItem(name: "Call mum", dueDate: FixedCalendar.date("2026-11-18", hour: 18)),
      TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19", hour: 9)),
      TodoItem(name: "Brunch", dueDate: FixedCalendar.date("2026-11-21", hour: 11)),
      TodoItem(name: "Dentist", dueDate: FixedCalendar.date("2026-11-24", hour: 9)),
    ]

    // when
    presenter.foundUpcomingItems(schedule.sections(for: items))

    // then: the day the item is due, and no day under Today
    #expect(
      view.shownSections == [
        [
          TodoSectionDisplayItem(header: "Today", rows: [TodoRowDisplayItem(title: "Call mum", dueDay: "")]),
          TodoSectionDisplayItem(header: "Tomorrow", rows: [TodoRowDisplayItem(title: "Buy milk", dueDay: "Thursday")]),
          TodoSectionDisplayItem(
            header: "Later this week", rows: [TodoRowDisplayItem(title: "Brunch", dueDay: "Saturday")]),
          TodoSectionDisplayItem(header: "Next week", rows: [TodoRowDisplayItem(title: "Dentist", dueDay: "Tuesday")]),
        ]
      ])
  }

  /// Items due as their day begins (00:00) and as it ends (23:59), in the schedule's time zone:
  /// the day a row names is the schedule's, whatever the machine's time zone.
  @Test(arguments: [0, 23 * 60 + 59])
  func foundItemsDueAtTheEdgesOfTheirDay_displayTheWeekdayEachIsDue(minuteOfTheDay: Int) {
    // given: today is Wednesday 18 November 2026, in the schedule's time zone (UTC)
    let schedule = FixedCalendar.schedule(today: "2026-11-18")
    let presenter = TodoListPresenter(schedule: schedule)
    let view = TodoListViewSpy()
    presenter.view = view
    let items = [
      TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19", minute: minuteOfTheDay)),
      TodoItem(name: "Brunch", dueDate: FixedCalendar.date("2026-11-21", minute: minuteOfTheDay)),
      TodoItem(name: "Dentist", dueDate: FixedCalendar.date("2026-11-24", minute: minuteOfTheDay)),
    ]

    // when
    presenter.foundUpcomingItems(schedule.sections(for: items))

    // then
    #expect(
      view.shownSections.last?.flatMap(\.rows) == [
        TodoRowDisplayItem(title: "Buy milk", dueDay: "Thursday"),
        TodoRowDisplayItem(title: "Brunch", dueDay: "Saturday"),
        TodoRowDisplayItem(title: "Dentist", dueDay: "Tuesday"),
      ],
      "the weekday is not the one the item is due on in the schedule's calendar (minute \(minuteOfTheDay) of its day)")
  }
}
