import Domain
import DomainTestSupport
import Testing

@testable import E13VIPERDisplayItemEquality

/// What the presenter tells its view when nothing is upcoming, and how it holds that view.
@Suite("Exercise 13: the presenter's view")
@MainActor
struct TodoListPresenterViewTests {
  /// Today is Wednesday 18 November 2026.
  let schedule = FixedCalendar.schedule(today: "2026-11-18")

  @Test func foundNoUpcomingItems_displaysTheEmptyMessage() {
    // given
    let presenter = TodoListPresenter(schedule: schedule)
    let view = TodoListViewSpy()
    presenter.view = view

    // when
    presenter.foundUpcomingItems(schedule.sections(for: []))

    // then
    #expect(
      view.noContentMessages == ["No upcoming items"],
      "the presenter found nothing upcoming and did not tell the view to say so")
    #expect(view.shownSections.isEmpty)
  }

  @Test func viewDroppedByItsOwner_isFreed_andLaterFindingsGoNowhere() {
    // given: the view is shown, owned by its screen; the presenter only refers to it
    let presenter = TodoListPresenter(schedule: schedule)
    var owner: TodoListViewSpy? = TodoListViewSpy()
    weak var view: TodoListViewSpy?
    view = owner
    presenter.view = owner
    let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19", hour: 9))

    // when: the screen goes, and the interactor answers afterwards
    owner = nil
    let viewOutlivedItsOwner = view != nil
    presenter.foundUpcomingItems(schedule.sections(for: [milk]))
    presenter.foundUpcomingItems(schedule.sections(for: []))

    // then
    #expect(
      viewOutlivedItsOwner == false,
      "the view outlived the screen that owned it: the presenter holds it")
    #expect(view == nil, "the view is still held after the presenter was told what it found")
  }
}
