import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// What the user does while a coordinated feature's first load is still out (``MidRequest``
/// acts as the request begins): closing the window frees the coordinator once the load ends,
/// and a to-do saved meanwhile still reloads the list.
@MainActor
struct FirstLoadTests {
  private let window = Window()
  private let midRequest = MidRequest()

  @Test(.tags(.news)) func news_closingTheWindowDuringTheFirstLoad_freesTheCoordinator() async {
    // given: the user closes the window before the first answer is back
    weak var coordinator: AnyObject?
    midRequest.next = { [window] in
      coordinator = ViewModelGraph.coordinator(of: (window.topScreen as? NewsListView)?.viewModel)
      #expect(coordinator != nil)
      window.close()
    }

    // when
    await MVVMApp.startNews(service: ObservedNewsService(NewsServiceMock(), willRequest: midRequest.hook), in: window)

    // then
    #expect(midRequest.next == nil, "the first load never began")
    #expect(coordinator == nil)
  }

  @Test(.tags(.todos)) func todos_closingTheWindowDuringTheFirstLoad_freesTheCoordinator() async {
    // given
    weak var coordinator: AnyObject?
    midRequest.next = { [window] in
      coordinator = ViewModelGraph.coordinator(of: (window.topScreen as? TodoListView)?.viewModel)
      #expect(coordinator != nil)
      window.close()
    }

    // when
    await MVVMApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then
    #expect(midRequest.next == nil, "the first load never began")
    #expect(coordinator == nil)
  }

  @Test(.tags(.todos)) func todos_itemSavedWhileTheFirstLoadRuns_reloadsTheList() async {
    // given: the list is still loading when the user adds an item and saves it
    let traced = TracedWindow()
    midRequest.next = { [traced] in try? await traced.perform(.add, .name("Buy milk"), .due("tomorrow"), .save) }
    let store = ObservedTodoStore(
      ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook), observer: traced.observer)
    let schedule = FixedCalendar.schedule(today: "2024-05-15")

    // when
    await traced.start { await MVVMApp.startTodos(store: store, schedule: schedule, in: $0) }

    // then: the list heard of the saved item and read the store again
    #expect(traced.trace.contains("Coordinator → ViewModel: itemAdded(\"Buy milk\")"), "\(traced.trace)")
    #expect(traced.trace.filter { $0 == "ViewModel → Store: allItems()" }.count == 2, "\(traced.trace)")
    #expect(traced.window.frame?.lines.contains { $0.contains("Buy milk") } == true)
  }
}
