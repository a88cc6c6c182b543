import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import VIPER

@Suite(.tags(.todos))
@MainActor
struct TodoListPresenterTests {
  /// Wednesday 18 September 2024, in UTC.
  private let schedule = FixedCalendar.schedule(today: "2024-09-18")
  private let view = ListViewMock()
  private let interactor = TodoListInteractorMock()
  private let router = TodoListRouterMock()

  private func makePresenter() -> TodoListPresenter {
    let presenter = TodoListPresenter(interactor: interactor, router: router, schedule: schedule)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingBeforeAskingTheInteractor() async {
    // given
    let presenter = makePresenter()
    var callsWhenFinding: [ListViewMock.Call] = []
    interactor.onFind = { callsWhenFinding = view.calls }

    // when
    presenter.viewDidLoad()

    // then
    #expect(interactor.findCount == 1)
    #expect(callsWhenFinding == [.showLoading])
  }

  @Test func didFindUpcoming_showsGroupsWithWeekdaysExceptUnderToday() {
    // given
    let presenter = makePresenter()
    let sections = [
      UpcomingSection(group: .today, items: [TodoItem(name: "Buy coffee", dueDate: FixedCalendar.date("2024-09-18"))]),
      UpcomingSection(group: .tomorrow, items: [TodoItem(name: "Call", dueDate: FixedCalendar.date("2024-09-19"))]),
      UpcomingSection(group: .nextWeek, items: [TodoItem(name: "Plan", dueDate: FixedCalendar.date("2024-09-24"))]),
    ]

    // when
    presenter.didFind(upcoming: sections)

    // then
    #expect(
      view.calls == [
        .showSections([
          TodoSectionDisplayItem(title: "Today", rows: [TodoRowDisplayItem(title: "Buy coffee", detail: "")]),
          TodoSectionDisplayItem(title: "Tomorrow", rows: [TodoRowDisplayItem(title: "Call", detail: "Thursday")]),
          TodoSectionDisplayItem(title: "Next week", rows: [TodoRowDisplayItem(title: "Plan", detail: "Tuesday")]),
        ])
      ])
  }

  @Test func didFindNothingUpcoming_showsEmptyState() {
    // when
    makePresenter().didFind(upcoming: [])

    // then
    #expect(view.calls == [.showEmptyState("No upcoming items")])
  }

  @Test func didFailToFindItems_showsErrorAlert() {
    // when
    makePresenter().didFailToFindItems(with: .unavailable("disk full"))

    // then
    #expect(
      view.calls == [
        .showError(title: "Could not load to-dos", message: "The to-do store is unavailable (disk full).")
      ])
  }

  @Test func addTapped_asksTheRouterToPresentTheAddModuleReportingToThePresenter() async {
    // given
    let presenter = makePresenter()

    // when
    presenter.addTapped()

    // then
    #expect(router.presentedDelegates.count == 1)
    #expect(router.presentedDelegates.first === presenter)
  }

  @Test func addModuleDidSaveItem_reloadsTheList() async {
    // given
    let presenter = makePresenter()

    // when
    presenter.addModuleDidSaveItem(TodoItem(name: "Call", dueDate: FixedCalendar.date("2024-09-19")))

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.findCount == 1)
  }

  @Test func addModuleDidSaveItemDueAfterNextWeek_theReloadedListSaysItIsNotListed() async {
    // given
    let presenter = makePresenter()
    interactor.onFind = { presenter.didFind(upcoming: []) }

    // when
    await settling {
      presenter.addModuleDidSaveItem(TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-10-07")))
    }

    // then
    #expect(
      view.calls == [
        .showLoading, .showEmptyState("No upcoming items"),
        .showNotice("Saved \"Book flights\", due Mon 7 Oct 2024 — after next week, so not listed yet."),
      ])
  }

  @Test func addModuleDidSaveListedItem_showsNoNotice() async {
    // given
    let presenter = makePresenter()
    let item = TodoItem(name: "Call", dueDate: FixedCalendar.date("2024-09-19"))
    interactor.onFind = { presenter.didFind(upcoming: [UpcomingSection(group: .tomorrow, items: [item])]) }

    // when
    presenter.addModuleDidSaveItem(item)

    // then
    #expect(
      view.calls == [
        .showLoading,
        .showSections([
          TodoSectionDisplayItem(title: "Tomorrow", rows: [TodoRowDisplayItem(title: "Call", detail: "Thursday")])
        ]),
      ])
  }

  @Test func refreshAfterANotice_loadsWithoutIt() async {
    // given
    let presenter = makePresenter()
    interactor.onFind = { presenter.didFind(upcoming: []) }
    await settling {
      presenter.addModuleDidSaveItem(TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-10-07")))
    }
    let callsBefore = view.calls.count

    // when
    presenter.refreshRequested()

    // then
    #expect(view.calls.dropFirst(callsBefore) == [.showLoading, .showEmptyState("No upcoming items")])
  }

  @Test func addModuleDidSaveItemNotListed_whenTheReloadFails_showsOnlyTheError() async {
    // given
    let presenter = makePresenter()
    interactor.onFind = { presenter.didFailToFindItems(with: .unavailable("disk full")) }

    // when
    await settling {
      presenter.addModuleDidSaveItem(TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-10-07")))
    }

    // then
    #expect(
      view.calls == [
        .showLoading,
        .showError(title: "Could not load to-dos", message: "The to-do store is unavailable (disk full)."),
      ])
  }

  @Test func addModuleDidCancel_leavesTheListAsItIs() {
    // when
    makePresenter().addModuleDidCancel()

    // then
    #expect(view.calls.isEmpty)
    #expect(interactor.findCount == 0)
  }

  @Test func listRouter_presentAddTodo_goesThroughTheAddModuleInterface() async {
    // given
    let addModule = AddTodoModuleMock()
    let listRouter = TodoListRouter(addTodoModule: addModule)
    let presenter = makePresenter()

    // when
    listRouter.presentAddTodo(delegate: presenter)

    // then
    #expect(addModule.presentedDelegates.count == 1)
    #expect(addModule.presentedDelegates.first === presenter)
  }

  @Test func addModuleDidSaveItemNotListed_aLaterReportOfTheSameLoad_showsTheNoticeNoMore() async {
    // given: the reload after the save has shown its notice
    let presenter = makePresenter()
    interactor.onFind = { presenter.didFind(upcoming: []) }
    await settling {
      presenter.addModuleDidSaveItem(TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-10-07")))
    }
    let callsBefore = view.calls.count

    // when: the interactor reports again, with no new load asked for
    presenter.didFind(upcoming: [])

    // then: the notice belonged to that one load
    #expect(view.calls.dropFirst(callsBefore) == [.showEmptyState("No upcoming items")])
  }

  @Test func addModuleDidSaveItemNotListed_whenTheReloadFails_aLaterReportShowsNoNotice() async {
    // given: the reload after the save has failed
    let presenter = makePresenter()
    interactor.onFind = { presenter.didFailToFindItems(with: .unavailable("disk full")) }
    await settling {
      presenter.addModuleDidSaveItem(TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-10-07")))
    }
    let callsBefore = view.calls.count

    // when: the interactor reports items, with no new load asked for
    presenter.didFind(upcoming: [])

    // then: the failed load took its notice with it
    #expect(view.calls.dropFirst(callsBefore) == [.showEmptyState("No upcoming items")])
  }
}
