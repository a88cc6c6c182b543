import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// What the user does while a coordinated feature's first load is still under way (``Gate``
/// holds it): closing the window frees the coordinator once the load ends, and a to-do saved
/// meanwhile still reloads the list.
@MainActor
struct FirstLoadTests {
  private let window = Window()

  @Test(.tags(.news)) func news_closingTheWindowDuringTheFirstLoad_freesTheCoordinator() async throws {
    // given
    let gate = Gate()
    let service = HeldNewsService(base: NewsServiceMock(), gate: gate)
    let starting = Task { await MVVMApp.startNews(service: service, in: window) }
    weak let coordinator = Self.coordinator(of: try await shownScreen(NewsListView.self).viewModel)
    #expect(coordinator != nil)

    // when
    window.close()
    gate.open()
    await starting.value

    // then
    #expect(coordinator == nil)
  }

  @Test(.tags(.todos)) func todos_closingTheWindowDuringTheFirstLoad_freesTheCoordinator() async throws {
    // given
    let gate = Gate()
    let store = HeldTodoStore(base: TodoStoreMock(), gate: gate)
    let starting = Task {
      await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    }
    weak let coordinator = Self.coordinator(of: try await shownScreen(TodoListView.self).viewModel)
    #expect(coordinator != nil)

    // when
    window.close()
    gate.open()
    await starting.value

    // then
    #expect(coordinator == nil)
  }

  @Test(.tags(.todos)) func todos_itemSavedWhileTheFirstLoadRuns_reloadsTheList() async throws {
    // given: the list is still loading when the user adds an item
    let traced = TracedWindow()
    let gate = Gate()
    let store = ObservedTodoStore(HeldTodoStore(base: TodoStoreMock(), gate: gate), observer: traced.observer)
    let schedule = FixedCalendar.schedule(today: "2024-05-15")
    let starting = Task { await traced.start { await MVVMApp.startTodos(store: store, schedule: schedule, in: $0) } }
    try #require(await yield(until: { traced.window.topScreen is TodoListView }))
    try await traced.perform(.add, .name("Buy milk"), .due("tomorrow"))

    // when
    let saving = Task { try await traced.perform(.save) }
    try #require(await yield(until: { !(traced.window.topScreen is AddTodoView) }))
    gate.open()
    try await saving.value
    await starting.value

    // then: the list heard of the saved item and read the store again
    #expect(traced.trace.contains("Coordinator → ViewModel: itemAdded(\"Buy milk\")"))
    #expect(traced.trace.filter { $0 == "ViewModel → Store: allItems()" }.count == 2, "\(traced.trace)")
    #expect(traced.window.frame?.lines.contains { $0.contains("Buy milk") } == true)
  }

  /// The root screen, once the window shows one: a `View`.
  private func shownScreen<View: Screen>(_: View.Type) async throws -> View {
    _ = await yield(until: { window.topScreen != nil })
    return try #require(window.topScreen as? View)
  }

  /// The coordinator a view model navigates through (its private, weak `coordinator`).
  private static func coordinator(of viewModel: AnyObject?) -> AnyObject? {
    guard let viewModel, let held = Mirror(reflecting: viewModel).children.first(where: { $0.label == "coordinator" })
    else { return nil }
    guard let coordinator = Mirror(reflecting: held.value).children.first?.value else { return nil }
    return type(of: coordinator) is AnyClass ? coordinator as AnyObject : nil
  }
}
