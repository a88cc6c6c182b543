import Domain
import DomainTestSupport
import Testing

@testable import E12MVVMDerivedOutput

/// What the to-do list says while it loads, and which notice a load that overlaps a save leaves up.
@Suite("Exercise 12: the list's loading state, and loads that overlap a save")
@MainActor
struct TodoListLoadingTests {
  /// Today is Wednesday 18 November 2026; next week ends on Sunday 29 November.
  let schedule = FixedCalendar.schedule(today: "2026-11-18")
  let flights = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
  let flightsNotice = "Saved \"Book flights\", due Mon 7 Dec 2026 — after next week, so not listed yet."

  @Test func newList_saysLoadingBeforeItsFirstLoad() {
    // given
    let store = TodoStoreMock()

    // when: the screen draws its first frame, before it asks for the items
    let viewModel = TodoListViewModel(store: store, schedule: schedule)

    // then
    #expect(
      viewModel.outputs.isLoading,
      "a new list does not say Loading before its first load: its first frame shows an empty list instead")
    #expect(viewModel.outputs.sections.isEmpty)
    #expect(viewModel.outputs.emptyMessage == nil)
  }

  @Test func refreshWhileItsReadIsOut_saysLoading() async {
    // given: the list is shown
    let store = TodoStoreWithAReadOut()
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    let whileOut = TodoListWhileAReadIsOut()
    store.whileTheNextReadIsOut = { whileOut.record(viewModel.outputs) }

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(whileOut.isLoading == true, "the list did not say Loading while the refresh's read was out")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after the read came back")
  }

  @Test func itemSavedWhileTheFirstLoadIsOut_keepsItsNotice() async {
    // given: the screen has asked for its items, and their answer is not back yet
    let store = TodoStoreWithAReadOut()
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    store.whileTheNextReadIsOut = { [flights] in
      store.items = [flights]
      await settling { viewModel.inputs.todoSaved(flights) }
    }

    // when: an item due after next week is saved while the first load's read is out, which is answered last
    await settling { viewModel.inputs.viewDidLoad() }

    // then: the save came after the load was asked for, so its notice stays
    #expect(
      viewModel.outputs.notice == flightsNotice,
      "the first load, asked for before the save, took down the notice of the save when its answer came back")
    #expect(!viewModel.outputs.isLoading)
  }

  @Test func refreshAskedForWhileASaveLoads_takesTheNoticeDown() async {
    // given: the list is shown
    let store = TodoStoreWithAReadOut()
    let viewModel = TodoListViewModel(store: store, schedule: schedule)
    await settling { viewModel.inputs.viewDidLoad() }
    store.items = [flights]
    store.whileTheNextReadIsOut = { await settling { viewModel.inputs.refreshRequested() } }

    // when: an item due after next week is saved, and a refresh is asked for while the save's read is out
    await settling { viewModel.inputs.todoSaved(flights) }

    // then: the refresh came after the save, so the notice of the save is gone
    #expect(
      viewModel.outputs.notice == nil,
      "the notice of the save went up after the refresh asked for later: the notice was set when the save's load came back"
    )
    #expect(!viewModel.outputs.isLoading)
  }
}

/// What the list showed while a read was out, as a test's hook saw it.
@MainActor
final class TodoListWhileAReadIsOut {
  private(set) var isLoading: Bool?

  func record(_ outputs: any TodoListViewModelOutputs) {
    isLoading = outputs.isLoading
  }
}
