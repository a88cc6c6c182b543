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
}
