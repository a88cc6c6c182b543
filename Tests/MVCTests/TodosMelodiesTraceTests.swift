import Domain
import DomainTestSupport
import MVC
import Testing
import TextUI

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
    await MVCApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
  }

  @Test func todosAddThenSave_tracesThePresentTheStoreTheDelegateAndTheReload() async throws {
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
        "Controller → Window: present(AddTodoViewController)",
        "View → Controller: viewDidLoad()",
        "Controller → View: fields = LabeledFields(Name: \"\", Due: \"\")",
        "View → Controller: nameChanged(\"Milk\")",
        "Controller → View: fields = LabeledFields(Name: \"Milk\", Due: \"\")",
        "Controller → View: problem = nil",
        "View → Controller: dueDateChanged(\"today\")",
        "Controller → View: fields = LabeledFields(Name: \"Milk\", Due: \"today\")",
        "Controller → View: problem = nil",
        "View → Controller: saveTapped()",
        "Controller → Store: save(\"Milk\")",
        "Store → Controller: saved",
        "Controller → Delegate: addTodoViewController(didSave: \"Milk\")",
        "Controller → Window: dismiss()",
        "Controller → View: alert = nil",
        "Controller → View: isLoading = true",
        "Controller → Store: allItems()",
        "Store → Controller: 2 items",
        "Controller → View: isLoading = false",
        "Controller → View: list = SectionedTableView(sections: [\"Today\"])",
      ])
  }

  @Test func todosCancel_tellsTheDelegateWhichDismisses() async throws {
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

  @Test func todosSaveWhenStoreFails_tracesTheFailureAndTheProblem() async throws {
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
        "Store → Controller: failed: The to-do store is unavailable (disk full).",
        "Controller → View: problem = \"Could not save: The to-do store is unavailable (disk full).\"",
      ])
  }

  @Test func melodiesOffline_tracesTheSwitchAndTheSavedFeed() async throws {
    // given
    let service = MelodyServiceMock()
    await MVCApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    service.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    try await traced { try await window.perform(.offline) }

    // then
    #expect(
      messages == [
        "View → Controller: networkSwitched(online: false)",
        "Controller → Network: isOnline = false",
        "Controller → View: networkLine = \"Network: offline\"",
        "Controller → View: alert = nil",
        "Controller → View: banner = nil",
        "Controller → View: table.content = .loading",
        "Controller → Service: fetchMelodies()",
        "Service → Controller: 2 melodies, savedOffline",
        "Controller → View: banner = Banner(\"Offline — showing saved melodies\")",
        "Controller → View: table.content = .rows(2 rows)",
      ])
  }
}
