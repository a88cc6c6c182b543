import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVC

/// The declarative drivers screen: a value that reads its `@Observable` controller, binds its
/// search field to it and asks it for the rows in view.
@MainActor
@Suite(.tags(.drivers))
struct DriversScreenTests {
  private let service = DriverServiceMock()
  private let window = Window()

  private func start(
    _ service: any DriverService, in window: Window? = nil
  ) async -> (host: HostingScreen, controller: DriversController) {
    let window = window ?? self.window
    let controller = DriversController(service: service)
    let host = HostingScreen(DriversScreen(controller: controller), in: window)
    await window.setRoot(host)
    return (host, controller)
  }

  @Test func appear_loadsThroughTheController_andListsTheDrivers() async {
    // when
    _ = await start(service)

    // then
    #expect(window.frame?.title == "Drivers")
    #expect(
      window.frame?.lines == [
        "Search: (empty)", "",
        "1. Lewis HAMILTON   #44 · Mercedes",
        "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team",
        "4. George RUSSELL   #63 · Mercedes",
      ])
    #expect(window.acceptedActions == [.search, .clear, .refresh])
  }

  @Test func body_isDrawnAgain_whenTheControllerChanges_andOnlyThen() async throws {
    // given
    let (host, _) = await start(service)
    _ = window.frame
    let drawn = host.drawCount

    // when nothing changed
    _ = window.frame

    // then
    #expect(host.drawCount == drawn)

    // when the controller filters
    try await window.perform(.search("ham"))
    _ = window.frame

    // then
    #expect(host.drawCount > drawn)
    #expect(window.frame?.lines.last == "1. Lewis HAMILTON  #44 · Mercedes")
  }

  @Test func typing_writesThroughTheBindingToTheController_withNoRequest() async throws {
    // given
    let (_, controller) = await start(service)

    // when
    try await window.perform(.search("  pérez "))

    // then
    #expect(controller.searchText == "pérez")
    #expect(controller.shownDrivers.map(\.number) == [11])
    #expect(window.frame?.lines.first == "Search: \"pérez\"")
    #expect(service.fetchCount == 1)
  }

  @Test func clear_writesAnEmptyText_andTheListShowsEveryDriver() async throws {
    // given
    let (_, controller) = await start(service)
    try await window.perform(.search("ham"))

    // when
    try await window.perform(.clear)

    // then
    #expect(controller.searchText == "")
    #expect(controller.shownDrivers.count == Driver.samples.count)
  }

  @Test func list_asksTheControllerForTheRowsInViewOnly_andTracesTheQuestion() async throws {
    // given a window that shows two rows
    let window = Window(rowsInView: 2)
    _ = await start(service, in: window)
    let log = TraceLog()

    // when
    let lines = Trace.$log.withValue(log) { window.frame?.lines ?? [] }

    // then
    #expect(lines.filter { $0.contains(" · ") }.count == 2)
    #expect(lines.last == "rows 1–2 of 4")
    #expect(log.messages.map(\.description) == ["View → Controller: rows(1–2 of 4)"])
  }

  @Test func failedLoad_showsTheAlert_andKeepsItWhileSearching() async throws {
    // given
    service.result = .failure(.network("offline"))
    _ = await start(service)

    // when
    try await window.perform(.search("max"))

    // then
    #expect(
      window.frame?.lines == [
        "Search: \"max\"", "", "[!] Could not load drivers", "    Could not reach the server (offline).",
      ])
    #expect(window.acceptedActions == [.search, .clear, .refresh])
  }

  @Test func refresh_cancelsTheLoadItSupersedes() async throws {
    // given a first load held
    let held = HeldRequests()
    _ = await start(ObservedDriverService(service, willRequest: held.hook))

    // when
    held.isHolding = false
    try await window.perform(.refresh)

    // then
    #expect(held.held == 1)
    #expect(held.cancelled == 1)
    #expect(window.frame?.lines.count == 6)
  }

  @Test func closingTheWindow_cancelsTheLoadStillOut_andFreesTheController() async {
    // given
    let held = HeldRequests()
    @Weak var released: DriversController?
    do {
      let (_, controller) = await start(ObservedDriverService(service, willRequest: held.hook))
      released = controller
    }

    // when
    window.close()
    await window.settled()

    // then
    #expect(released == nil)
    #expect(held.cancelled == 1)
  }
}
