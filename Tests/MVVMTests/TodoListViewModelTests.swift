import Domain
import DomainTestSupport
import Testing

@testable import MVVM

/// Today is Wednesday 15 May 2024 (UTC): this week ends Sunday 19, next week Sunday 26.
@Suite(.tags(.todos))
@MainActor
struct TodoListViewModelTests {
  private let store = TodoStoreMock()
  private let coordinator = TodosCoordinatorSpy()

  private func makeLoadedViewModel() async -> TodoListViewModel {
    let viewModel = TodoListViewModel(
      store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), coordinator: coordinator)
    await settling { viewModel.inputs.viewDidLoad() }
    return viewModel
  }

  @Test func viewDidLoad_outputsUpcomingItemsGroupedWithWeekdaysOutsideToday() async {
    // given
    store.items = [
      TodoItem(name: "Plan the offsite", dueDate: FixedCalendar.date("2024-05-21", hour: 9)),
      TodoItem(name: "Write the post", dueDate: FixedCalendar.date("2024-05-17", hour: 9)),
      TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-05-16", hour: 9)),
      TodoItem(name: "Review the PR", dueDate: FixedCalendar.date("2024-05-15", hour: 9)),
      TodoItem(name: "Overdue report", dueDate: FixedCalendar.date("2024-05-13")),
      TodoItem(name: "Renew passport", dueDate: FixedCalendar.date("2024-05-27")),
    ]

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.sections == [
        TodoSectionViewData(title: "Today", rows: [TodoRowViewData(title: "Review the PR", detail: "")]),
        TodoSectionViewData(title: "Tomorrow", rows: [TodoRowViewData(title: "Call the dentist", detail: "Thursday")]),
        TodoSectionViewData(
          title: "Later this week", rows: [TodoRowViewData(title: "Write the post", detail: "Friday")]),
        TodoSectionViewData(title: "Next week", rows: [TodoRowViewData(title: "Plan the offsite", detail: "Tuesday")]),
      ])
  }

  @Test func viewDidLoad_withNothingUpcoming_outputsEmptyState() async {
    // given
    store.items = [TodoItem(name: "Old", dueDate: FixedCalendar.date("2024-05-01"))]

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.emptyMessage == "No upcoming items")
    #expect(viewModel.outputs.sections.isEmpty)
  }

  @Test func viewDidLoad_whenStoreFails_outputsErrorAlert() async {
    // given
    store.readError = .corrupt(path: "todos.json", detail: "not valid JSON")

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(
          title: "Could not load to-dos", message: "The to-do store todos.json is malformed (not valid JSON)."))
    #expect(!viewModel.outputs.isLoading)
  }

  @Test func addTapped_asksTheCoordinatorForTheAddScreen() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.addTapped() }

    // then
    #expect(coordinator.addShownCount == 1)
  }

  @Test func itemAdded_reloadsFromTheStore() async {
    // given
    let viewModel = await makeLoadedViewModel()
    let item = TodoItem(name: "New", dueDate: FixedCalendar.date("2024-05-15", hour: 18))
    store.items = [item]

    // when
    await settling { viewModel.inputs.itemAdded(item) }

    // then
    #expect(viewModel.outputs.sections.map(\.title) == ["Today"])
    #expect(viewModel.outputs.notice == nil)
  }

  @Test(arguments: [
    ("2024-05-27", "Saved \"Book flights\", due Mon 27 May 2024 — after next week, so not listed yet."),
    ("2024-05-14", "Saved \"Book flights\", due Tue 14 May 2024 — already past, so not listed."),
  ])
  func itemAddedThatWillNotBeListed_outputsNoticeSayingWhy(due: String, notice: String) async {
    // given
    let viewModel = await makeLoadedViewModel()
    let listed = TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-05-16"))
    let saved = TodoItem(name: "Book flights", dueDate: FixedCalendar.date(due))
    store.items = [listed, saved]

    // when
    await settling { viewModel.inputs.itemAdded(saved) }

    // then
    #expect(viewModel.outputs.notice == notice)
    #expect(viewModel.outputs.sections.flatMap(\.rows).map(\.title) == ["Call the dentist"])
  }

  @Test func itemAddedWhenNothingIsUpcoming_outputsNoticeAboveTheEmptyState() async {
    // given
    let viewModel = await makeLoadedViewModel()
    let saved = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-06-03"))
    store.items = [saved]

    // when
    await settling { viewModel.inputs.itemAdded(saved) }

    // then
    #expect(
      viewModel.outputs.notice == "Saved \"Book flights\", due Mon 3 Jun 2024 — after next week, so not listed yet.")
    #expect(viewModel.outputs.emptyMessage == "No upcoming items")
  }

  @Test func refreshAfterAnUnlistedItemWasAdded_clearsTheNotice() async {
    // given
    let viewModel = await makeLoadedViewModel()
    let saved = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-05-27"))
    store.items = [saved]
    await settling { viewModel.inputs.itemAdded(saved) }

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.notice == nil)
  }

  @Test func listedItemAddedAfterAnUnlistedOne_clearsTheNotice() async {
    // given
    let viewModel = await makeLoadedViewModel()
    let unlisted = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-05-27"))
    let listed = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-05-16"))
    store.items = [unlisted]
    await settling { viewModel.inputs.itemAdded(unlisted) }
    store.items = [unlisted, listed]

    // when
    await settling { viewModel.inputs.itemAdded(listed) }

    // then
    #expect(viewModel.outputs.notice == nil)
    #expect(viewModel.outputs.sections.flatMap(\.rows).map(\.title) == ["Buy milk"])
  }

  @Test func itemAddedWhenTheReloadFails_outputsTheAlertWithoutNotice() async {
    // given
    let viewModel = await makeLoadedViewModel()
    let saved = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-05-27"))
    store.readError = .unavailable("disk gone")

    // when
    await settling { viewModel.inputs.itemAdded(saved) }

    // then
    #expect(viewModel.outputs.errorAlert?.title == "Could not load to-dos")
    #expect(viewModel.outputs.notice == nil)
  }
}
