import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// The declarative to-dos: the Add screen is a sheet shown while the state holds `addTodo`, on
/// a store scoped to it, its fields bound to that state.
@Suite(.tags(.todos))
@MainActor
struct TodosScreenTests {
  private let window = Window()
  private let items = TodoStoreMock()
  private let store: Store<TodosFeature.State, TodosFeature.Action>

  init() {
    store = Store(
      initialState: TodosFeature.State(),
      reducer: TodosFeature(store: items, schedule: FixedCalendar.schedule(today: "2024-05-15")))
  }

  private func start() async {
    await window.setRoot(HostingScreen(TodosScreen(store: store), in: window))
  }

  @Test func add_opensTheAddState_andTheSheetPresentsIt() async throws {
    // given
    await start()
    #expect(window.acceptedActions == [.add, .refresh])

    // when
    try await window.perform(.add)

    // then
    #expect(store.state.addTodo != nil)
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
    #expect(window.acceptedActions == [.name, .due, .save, .cancel])
  }

  @Test func typing_sendsTheScopedActions_andTheFieldsShowTheState() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.name("Milk"))
    try await window.perform(.due("tomorrow"))

    // then
    #expect(store.state.addTodo?.draft.name == "Milk")
    #expect(window.frame?.lines == ["Name: Milk", "Due:  tomorrow (Thu 16 May 2024)"])
  }

  @Test func cancel_closesTheAddState_andTheSheetIsDismissed() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.cancel)

    // then
    #expect(store.state.addTodo == nil)
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "To-dos")
  }

  @Test func save_closesTheAddState_andTheListLoadsWithTheItem() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Milk"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(items.savedItems.map(\.name) == ["Milk"])
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines.contains { $0.contains("Milk") } == true)
  }
}
