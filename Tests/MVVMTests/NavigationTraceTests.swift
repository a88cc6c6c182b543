import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// The trace of moves between screens: the view models ask their coordinator, the coordinator
/// asks the window, and the todos coordinator tells the list view model that an item was added.
@MainActor
struct NavigationTraceTests {
  private let traced = TracedWindow()
  private var trace: [String] { traced.trace }

  @Test(.tags(.news)) func newsSelectThenBack_tracesTheCoordinatorCalls() async throws {
    // given
    let service = ObservedNewsService(NewsServiceMock(), observer: traced.observer)
    await traced.start { await MVVMApp.startNews(service: service, in: $0) }

    // when
    try await traced.perform(.select(1), .back)

    // then
    #expect(
      trace == [
        "Coordinator → Window: setRoot(News)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: topHeadlines()",
        "ViewModel → View: outputs changed",
        "View → ViewModel: rowSelected(at: 0)",
        "ViewModel → Coordinator: showDetail(of: \"Café culture and code\")",
        "Coordinator → Window: push(Article)",
        "View → ViewModel: viewDidLoad()",
        "View → ViewModel: backTapped()",
        "ViewModel → Coordinator: closeDetail()",
        "Coordinator → Window: pop()",
      ])
  }

  @Test(.tags(.news)) func newsSearch_tracesTheQueryTheServiceIsAsked() async throws {
    // given
    let service = ObservedNewsService(NewsServiceMock(), observer: traced.observer)
    await traced.start { await MVVMApp.startNews(service: service, in: $0) }

    // when
    try await traced.perform(.search("viper"))

    // then
    #expect(
      trace.suffix(4) == [
        "View → ViewModel: searchTextChanged(\"viper\")",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: searchArticles(matching: \"viper\")",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.todos)) func todosAddThenSave_tracesTheStoreAndTheCoordinatorRoundTrip() async throws {
    // given
    let store = ObservedTodoStore(TodoStoreMock(), observer: traced.observer)
    let schedule = FixedCalendar.schedule(today: "2024-05-15")
    await traced.start { await MVVMApp.startTodos(store: store, schedule: schedule, in: $0) }

    // when
    try await traced.perform(.add, .name("Buy milk"), .due("tomorrow"), .save)

    // then
    #expect(
      trace == [
        "Coordinator → Window: setRoot(To-dos)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Store: allItems()",
        "ViewModel → View: outputs changed",
        "View → ViewModel: addTapped()",
        "ViewModel → Coordinator: showAddItem()",
        "Coordinator → Window: present(Add to-do)",
        "View → ViewModel: viewDidLoad()",
        "View → ViewModel: nameChanged(\"Buy milk\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: dueDateChanged(\"tomorrow\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: saveTapped()",
        "ViewModel → Store: save(\"Buy milk\")",
        "ViewModel → Coordinator: addItemDidSave(\"Buy milk\")",
        "Coordinator → Window: dismiss()",
        "Coordinator → ViewModel: itemAdded(\"Buy milk\")",
        "ViewModel → View: outputs changed",
        "ViewModel → Store: allItems()",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.todos)) func todosAddThenCancel_tracesTheCoordinatorDismissingWithoutAReload() async throws {
    // given
    let store = ObservedTodoStore(TodoStoreMock(), observer: traced.observer)
    let schedule = FixedCalendar.schedule(today: "2024-05-15")
    await traced.start { await MVVMApp.startTodos(store: store, schedule: schedule, in: $0) }

    // when
    try await traced.perform(.add, .cancel)

    // then
    #expect(
      trace.suffix(4) == [
        "View → ViewModel: viewDidLoad()",
        "View → ViewModel: cancelTapped()",
        "ViewModel → Coordinator: addItemDidCancel()",
        "Coordinator → Window: dismiss()",
      ])
  }
}
