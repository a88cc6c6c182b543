import Domain
import DomainTestSupport
import Testing

@testable import E12MVVMDerivedOutput

/// The saved-item notice: derived when an item is saved, gone on the next load.
@Suite("Exercise 12: the derived output that goes stale")
@MainActor
struct TodoListNoticeTests {
  let store = TodoStoreMock()
  /// Today is Wednesday 18 November 2026; next week ends on Sunday 29 November.
  let schedule = FixedCalendar.schedule(today: "2026-11-18")

  @Test func savingAnItemAfterNextWeek_showsTheSavedNotice() async {
    // given
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [item]

    // when
    await settling { viewModel.inputs.todoSaved(item) }

    // then
    #expect(
      viewModel.outputs.notice == "Saved \"Book flights\", due Mon 7 Dec 2026 — after next week, so not listed yet.")
    #expect(viewModel.outputs.emptyMessage == "No upcoming items")
  }

  @Test func savingAnItemAfterNextWeekBesideListedItems_showsTheSavedNotice() async {
    // given: the list already shows an item due tomorrow
    let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))
    store.items = [milk]
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [milk, item]

    // when
    await settling { viewModel.inputs.todoSaved(item) }

    // then
    #expect(
      viewModel.outputs.notice == "Saved \"Book flights\", due Mon 7 Dec 2026 — after next week, so not listed yet.")
    #expect(
      viewModel.outputs.sections == [
        TodoSectionViewData(header: "Tomorrow", rows: [TodoRowViewData(name: "Buy milk", dueLabel: "Thursday")])
      ])
  }

  @Test func savingAnItemAlreadyPast_showsTheSavedNotice() async {
    // given
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2026-11-16"))
    store.items = [item]

    // when
    await settling { viewModel.inputs.todoSaved(item) }

    // then
    #expect(viewModel.outputs.notice == "Saved \"Pay rent\", due Mon 16 Nov 2026 — already past, so not listed.")
  }

  @Test func savingAnUpcomingItem_listsItWithoutNotice() async {
    // given
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))
    store.items = [item]

    // when
    await settling { viewModel.inputs.todoSaved(item) }

    // then
    #expect(viewModel.outputs.notice == nil)
    #expect(
      viewModel.outputs.sections == [
        TodoSectionViewData(header: "Tomorrow", rows: [TodoRowViewData(name: "Buy milk", dueLabel: "Thursday")])
      ])
  }

  @Test func savingAnUpcomingItemAfterTheNotice_takesItDown() async {
    // given: the notice of an item due after next week is up
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let flights = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [flights]
    await settling { viewModel.inputs.todoSaved(flights) }
    let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))
    store.items = [flights, milk]

    // when
    await settling { viewModel.inputs.todoSaved(milk) }

    // then
    #expect(viewModel.outputs.notice == nil)
  }

  @Test func refreshAfterTheNotice_takesItDown() async {
    // given
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [item]
    await settling { viewModel.inputs.todoSaved(item) }

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.notice == nil)
  }

  @Test func loadAfterTheNotice_takesItDown() async {
    // given: the notice of an item due after next week is up
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [item]
    await settling { viewModel.inputs.todoSaved(item) }

    // when: the list loads again, as when its screen is shown anew
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(viewModel.outputs.notice == nil, "the notice of the last save stayed up after the list loaded again")
  }

  @Test func failedRefreshAfterTheNotice_takesItDown() async {
    // given: the notice of an item due after next week is up
    let store = TodoStoreWithAReadOut()
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.items = [item]
    await settling { viewModel.inputs.todoSaved(item) }
    store.readError = .unavailable("disk unplugged")

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.errorMessage == "The to-do store is unavailable (disk unplugged).")
    #expect(viewModel.outputs.notice == nil, "the notice of the last save stayed up after a refresh that failed")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after its read failed")
  }

  @Test func itemSavedWhileARefreshIsOut_keepsItsNotice() async {
    // given: the list is shown, and a refresh is asked for
    let store = TodoStoreWithAReadOut()
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let item = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    store.whileTheNextReadIsOut = {
      store.items = [item]
      await settling { viewModel.inputs.todoSaved(item) }
    }

    // when: an item due after next week is saved while the refresh's read is out, which is answered last
    await settling { viewModel.inputs.refreshRequested() }

    // then: the save came after the refresh was asked for, so its notice stays
    #expect(
      viewModel.outputs.notice == "Saved \"Book flights\", due Mon 7 Dec 2026 — after next week, so not listed yet.",
      "the refresh asked for before the save took down the notice of the save when its answer came back")
    #expect(viewModel.outputs.emptyMessage == "No upcoming items")
    #expect(!viewModel.outputs.isLoading)
  }
}
