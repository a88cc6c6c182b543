import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVC

/// What `--trace` shows of the declarative views: each screen traces the message it sends its
/// controller, where it sends it, and a controller the delegate call it receives.
@MainActor
struct DeclarativeTraceTests {
  private let window = Window()
  private let log = TraceLog()

  private var messages: [String] { log.messages.map(\.description) }

  @Test(.tags(.drivers))
  func driversAppearAndSearch_traceTheControllerCallsTheScreenMakes() async throws {
    // when
    try await Trace.$log.withValue(log) {
      await MVCDeclarativeApp.startDrivers(service: DriverServiceMock(), in: window)
      try await window.perform(.search("ham"))
      _ = window.frame
    }

    // then
    #expect(
      messages == [
        "App → Window: setRoot(Drivers)",
        "View → Controller: viewDidLoad()",
        "View → Controller: searchTextChanged(\"ham\")",
        "View → Controller: rows(1–1 of 1)",
      ])
  }

  @Test(.tags(.todos))
  func todosAddThenSave_traceTheScreensCallsAndTheDelegateCall() async throws {
    // given
    await MVCDeclarativeApp.startTodos(
      store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)

    // when
    try await Trace.$log.withValue(log) {
      try await window.perform(.add)
      try await window.perform(.name("Milk"))
      try await window.perform(.due("today"))
      try await window.perform(.save)
    }

    // then
    #expect(
      messages.filter { !$0.contains("Window") } == [
        "View → Controller: addTapped()",
        "View → Controller: nameChanged(\"Milk\")",
        "View → Controller: dueDateChanged(\"today\")",
        "View → Controller: saveTapped()",
        "Controller → Delegate: addTodoController(didSave: \"Milk\")",
      ])
    #expect(messages.filter { $0.contains("Window") }.count == 2, "the sheet presented, then dismissed: \(messages)")
  }
}
