import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// The trace of moves between screens: the view models ask their coordinator, and the todos
/// coordinator tells the list view model that an item was added.
@MainActor
struct NavigationTraceTests {
  private let traced = TracedWindow()
  private var probe: FrameProbe { traced.probe }
  private var trace: [String] { traced.trace }

  @Test func newsSelectThenBack_tracesTheCoordinatorCalls() async throws {
    // given
    let service = ObservedNewsService(NewsServiceMock()) { await probe.record() }
    await traced.start { await MVVMApp.startNews(service: service, in: $0) }

    // when
    try await traced.perform(.select(1), .back)

    // then
    #expect(
      trace == [
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: topHeadlines()",
        "Service → ViewModel: 3 articles",
        "ViewModel → View: outputs changed",
        "View → ViewModel: articleSelected(at: 0)",
        "ViewModel → Coordinator: showDetail(of: \"Café culture and code\")",
        "Coordinator → Window: push(ArticleDetailView)",
        "View → ViewModel: backTapped()",
        "ViewModel → Coordinator: closeDetail()",
        "Coordinator → Window: pop()",
      ])
  }

  @Test func newsSearch_tracesTheQueryTheServiceIsAsked() async throws {
    // given
    let service = ObservedNewsService(NewsServiceMock()) { await probe.record() }
    await traced.start { await MVVMApp.startNews(service: service, in: $0) }

    // when
    try await traced.perform(.search("viper"))

    // then
    #expect(
      trace.suffix(5) == [
        "View → ViewModel: searchSubmitted(\"viper\")",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: searchArticles(matching: \"viper\")",
        "Service → ViewModel: 1 articles",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test func todosAddThenSave_tracesTheStoreAndTheCoordinatorRoundTrip() async throws {
    // given
    let store = ObservedTodoStore(TodoStoreMock()) { await probe.record() }
    let schedule = FixedCalendar.schedule(today: "2024-05-15")
    await traced.start { await MVVMApp.startTodos(store: store, schedule: schedule, in: $0) }

    // when
    try await traced.perform(.add, .name("Buy milk"), .due("tomorrow"), .save)

    // then
    #expect(
      trace == [
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Store: allItems()",
        "Store → ViewModel: 0 items",
        "ViewModel → View: outputs changed",
        "View → ViewModel: addTapped()",
        "ViewModel → Coordinator: showAddItem()",
        "Coordinator → Window: present(AddTodoView)",
        "View → ViewModel: nameChanged(\"Buy milk\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: dueDateChanged(\"tomorrow\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: saveTapped()",
        "ViewModel → Store: save(\"Buy milk\")",
        "Store → ViewModel: saved",
        "ViewModel → Coordinator: addItemDidSave()",
        "Coordinator → Window: dismiss()",
        "Coordinator → ViewModel: itemAdded()",
        "ViewModel → View: outputs changed",
        "ViewModel → Store: allItems()",
        "Store → ViewModel: 1 items",
        "ViewModel → View: outputs changed",
      ])
  }
}
