import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import MVP

/// Today is Wednesday 15 May 2024 (UTC) in every to-do test.
@Suite(.tags(.todos))
@MainActor
struct TodoListPresenterTests {
  private let schedule = FixedCalendar.schedule(today: "2024-05-15")
  private let store = TodoStoreMock()
  private let view = TodoListViewMock()
  private let coordinator = TodosCoordinatorMock()

  private func makeLoadedPresenter() async -> TodoListPresenter {
    let presenter = TodoListPresenter(store: store, schedule: schedule, coordinator: coordinator)
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }
    return presenter
  }

  private static func item(_ name: String, _ day: String, hour: Int = 9) -> TodoItem {
    TodoItem(name: name, dueDate: FixedCalendar.date(day, hour: hour))
  }

  @Test func viewDidLoad_withNothingUpcoming_showsNoUpcomingItems() async {
    // given
    store.items = [Self.item("Overdue", "2024-05-14"), Self.item("Far off", "2024-06-15")]

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls == [.showLoading, .showEmptyState(message: "No upcoming items")])
  }

  @Test func viewDidLoad_withEmptyStore_showsNoUpcomingItems() async {
    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls.last == .showEmptyState(message: "No upcoming items"))
  }

  @Test func itemDueToday_showsNoDueLabel() async {
    // given
    store.items = [Self.item("Stand-up", "2024-05-15")]

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.lastShownSections == [
        TodoSectionViewData(title: "Today", rows: [TodoRowViewData(title: "Stand-up", detail: "")])
      ])
  }

  @Test func itemDueTomorrow_showsItsWeekdayAsDueLabel() async {
    // given
    store.items = [Self.item("Dentist", "2024-05-16")]

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.lastShownSections == [
        TodoSectionViewData(title: "Tomorrow", rows: [TodoRowViewData(title: "Dentist", detail: "Thursday")])
      ])
  }

  @Test func items_areGroupedInListOrderWithoutHiddenOnes() async {
    // given: saved out of order, with an overdue and a far-off item
    store.items = [
      Self.item("Review", "2024-05-21"), Self.item("Far off", "2024-06-15"),
      Self.item("Gym", "2024-05-18"), Self.item("Dentist", "2024-05-16"),
      Self.item("Overdue", "2024-05-14"), Self.item("Stand-up", "2024-05-15"),
    ]

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.lastShownSections == [
        TodoSectionViewData(title: "Today", rows: [TodoRowViewData(title: "Stand-up", detail: "")]),
        TodoSectionViewData(title: "Tomorrow", rows: [TodoRowViewData(title: "Dentist", detail: "Thursday")]),
        TodoSectionViewData(title: "Later this week", rows: [TodoRowViewData(title: "Gym", detail: "Saturday")]),
        TodoSectionViewData(title: "Next week", rows: [TodoRowViewData(title: "Review", detail: "Tuesday")]),
      ])
  }

  @Test func viewDidLoad_whenStoreCannotBeRead_showsAlert() async {
    // given
    let error = StoreError.corrupt(path: "/tmp/todos.json", detail: "not valid JSON")
    store.readError = error

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls == [.showLoading, .showError(title: "Could not load to-dos", message: error.message)])
  }

  @Test func addTapped_asksCoordinatorToShowAddItem() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.addTapped() }

    // then
    #expect(coordinator.calls == [.showAddItem])
  }

  @Test func itemAdded_withAListedItem_reloadsTheListWithoutNotice() async {
    // given
    let presenter = await makeLoadedPresenter()
    let saved = Self.item("Dentist", "2024-05-16")
    store.items = [saved]

    // when
    await settling { presenter.itemAdded(saved) }

    // then
    #expect(view.lastShownSections?.first?.rows.map(\.title) == ["Dentist"])
    #expect(view.lastNotice == nil)
  }

  @Test func itemAdded_withAnItemDueAfterNextWeek_saysItIsNotListedYet() async {
    // given: next week ends on Sunday 26 May
    let presenter = await makeLoadedPresenter()
    let saved = Self.item("Book flights", "2024-05-27")
    store.items = [Self.item("Dentist", "2024-05-16"), saved]

    // when
    await settling { presenter.itemAdded(saved) }

    // then
    #expect(
      view.calls.suffix(2) == [
        .showLoading,
        .show(
          sections: [
            TodoSectionViewData(title: "Tomorrow", rows: [TodoRowViewData(title: "Dentist", detail: "Thursday")])
          ],
          notice: "Saved \"Book flights\", due Mon 27 May 2024 — after next week, so not listed yet."),
      ])
  }

  @Test func itemAdded_withNothingUpcoming_showsTheNoticeAboveTheEmptyState() async {
    // given
    let presenter = await makeLoadedPresenter()
    let saved = Self.item("Pay rent", "2024-05-01")
    store.items = [saved]

    // when
    await settling { presenter.itemAdded(saved) }

    // then
    #expect(
      view.calls.last
        == .showEmptyState(
          message: "No upcoming items", notice: "Saved \"Pay rent\", due Wed 1 May 2024 — already past, so not listed.")
    )
  }

  @Test func refreshRequested_afterASavedItemNotice_takesTheNoticeAway() async {
    // given
    let presenter = await makeLoadedPresenter()
    let saved = Self.item("Book flights", "2024-05-27")
    store.items = [Self.item("Dentist", "2024-05-16"), saved]
    await settling { presenter.itemAdded(saved) }
    let noticeAfterSave = view.lastNotice

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(noticeAfterSave != nil)
    #expect(view.lastNotice == nil)
    #expect(view.lastShownSections?.map(\.title) == ["Tomorrow"])
  }

  @Test func refreshRequested_afterReadError_recovers() async {
    // given
    store.readError = .unavailable("locked")
    let presenter = await makeLoadedPresenter()
    store.readError = nil
    store.items = [Self.item("Stand-up", "2024-05-15")]

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(view.lastShownSections?.map(\.title) == ["Today"])
  }
}
