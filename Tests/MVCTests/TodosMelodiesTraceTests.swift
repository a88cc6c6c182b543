import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVC

/// What `--trace` shows of the to-dos' add flow and the melodies' network switch in MVC.
@MainActor
struct TodosMelodiesTraceTests {
  private let window = Window()
  private let log = TraceLog()
  private let store = TodoStoreMock(items: [
    TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  ])

  private func traced(_ work: () async throws -> Void) async rethrows {
    try await Trace.$log.withValue(log) { try await work() }
  }

  private var messages: [String] { log.messages.map(\.description) }

  private func startTodos() async {
    await MVCApp.startTodos(
      store: ObservedTodoStore(store, observer: traceRequest), schedule: FixedCalendar.schedule(today: "2024-09-18"),
      in: window)
  }

  @Test(.tags(.todos))
  func todosAddThenSave_tracesThePresentTheStoreTheDelegateAndTheReload() async throws {
    // given
    await startTodos()

    // when
    try await traced {
      try await window.perform(.add)
      try await window.perform(.name("Milk"))
      try await window.perform(.due("today"))
      try await window.perform(.save)
    }

    // then
    #expect(
      messages == [
        "View → Controller: addTapped()",
        "Controller → Window: present(Add to-do)",
        "View → Controller: viewDidLoad()",
        "Controller → View: fields = LabeledFields(Name: \"\", Due: \"\")",
        "View → Controller: nameChanged(\"Milk\")",
        "Controller → View: fields = LabeledFields(Name: \"Milk\", Due: \"\")",
        "Controller → View: problem = nil",
        "View → Controller: dueDateChanged(\"today\")",
        "Controller → View: fields = LabeledFields(Name: \"Milk\", Due: \"today (Wed 18 Sep 2024)\")",
        "Controller → View: problem = nil",
        "View → Controller: saveTapped()",
        "Controller → Store: save(\"Milk\")",
        "Controller → Delegate: addTodoViewController(didSave: \"Milk\")",
        "Controller → Window: dismiss()",
        "Controller → View: notice = nil",
        "Controller → View: content = .loading",
        "Controller → Store: allItems()",
        "Controller → View: content = .sections([\"Today\"])",
      ])
  }

  @Test(.tags(.todos))
  func todosSaveAnItemAfterNextWeek_tracesTheNoticeAfterTheRead() async throws {
    // given
    await startTodos()
    try await window.perform(.add)
    try await window.perform(.name("Book flights"))
    try await window.perform(.due("2024-10-07"))

    // when
    try await traced { try await window.perform(.save) }

    // then
    #expect(
      messages.suffix(4) == [
        "Controller → View: content = .loading",
        "Controller → Store: allItems()",
        "Controller → View: notice = Banner(\"Saved \\\"Book flights\\\", due Mon 7 Oct 2024…\")",
        "Controller → View: content = .sections([\"Today\"])",
      ])
  }

  @Test(.tags(.todos))
  func todosRefreshAfterTheNotice_takesItDownBeforeLoading() async throws {
    // given
    await startTodos()
    try await window.perform(.add)
    try await window.perform(.name("Book flights"))
    try await window.perform(.due("2024-10-07"))
    try await window.perform(.save)

    // when
    try await traced { try await window.perform(.refresh) }

    // then
    #expect(
      messages == [
        "View → Controller: refreshRequested()",
        "Controller → View: notice = nil",
        "Controller → View: content = .loading",
        "Controller → Store: allItems()",
        "Controller → View: content = .sections([\"Today\"])",
      ])
  }

  @Test(.tags(.todos))
  func todosCancel_tellsTheDelegateWhichDismisses() async throws {
    // given
    await startTodos()
    try await window.perform(.add)

    // when
    try await traced { try await window.perform(.cancel) }

    // then
    #expect(
      messages == [
        "View → Controller: cancelTapped()",
        "Controller → Delegate: addTodoViewControllerDidCancel()",
        "Controller → Window: dismiss()",
      ])
  }

  @Test(.tags(.todos))
  func todosSaveWhenStoreFails_tracesTheProblemCutShort() async throws {
    // given
    store.saveError = .unavailable("disk full")
    await startTodos()
    try await window.perform(.add)
    try await window.perform(.name("Milk"))
    try await window.perform(.due("today"))

    // when
    try await traced { try await window.perform(.save) }

    // then
    #expect(
      messages == [
        "View → Controller: saveTapped()",
        "Controller → Store: save(\"Milk\")",
        "Controller → View: problem = \"Could not save: The to-do store is unava…\"",
      ])
  }

  @Test(.tags(.todos))
  func todosEmptyList_tracesTheEmptyStateNotSections() async {
    // when
    await traced {
      await MVCApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    }

    // then
    #expect(messages.last == "Controller → View: content = .empty(\"No upcoming items\")")
  }

  @Test(.tags(.melodies))
  func melodiesOffline_tracesTheSwitchAndTheSavedFeed() async throws {
    // given
    let service = MelodyServiceMock()
    await MVCApp.startMelodies(
      service: ObservedMelodyService(service, observer: traceRequest),
      network: TracedNetworkSwitch(client: "Controller"), in: window)
    service.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    try await traced { try await window.perform(.offline) }

    // then
    #expect(
      messages == [
        "View → Controller: networkSwitched(online: false)",
        "Controller → Network: isOnline = false",
        "Controller → View: networkLine = \"Network: offline\"",
        "Controller → View: notice = nil",
        "Controller → View: content = .loading",
        "Controller → Service: fetchMelodies()",
        "Controller → View: notice = Banner(\"Offline — showing saved melodies\")",
        "Controller → View: content = .rows(2 rows)",
      ])
  }
}
