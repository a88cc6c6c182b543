import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVC

@MainActor
@Suite(.tags(.drivers))
struct DriversViewControllerTests {
  private let service = DriverServiceMock()

  private func makeLoadedController() async -> DriversViewController {
    let controller = DriversViewController(service: service)
    await settling { controller.screenDidLoad() }
    return controller
  }

  @Test func appear_withDrivers_listsAllInFixtureOrder() async {
    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.title == "Drivers")
    #expect(
      controller.frame.lines == [
        "Search: (empty)",
        "",
        "1. Lewis HAMILTON   #44 · Mercedes",
        "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team",
        "4. George RUSSELL   #63 · Mercedes",
      ])
  }

  @Test func searchWithAccentlessQuery_findsAccentedDriverWithoutARequest() async throws {
    // given
    let controller = await makeLoadedController()

    // when
    try await controller.perform(.search("perez"))

    // then
    #expect(controller.frame.lines == ["Search: \"perez\"", "", "1. Sergio PÉREZ  #11 · Red Bull Racing"])
    #expect(service.fetchCount == 1)
  }

  @Test(arguments: ["hulkenberg", "  HÜLKENBERG ", "nico hul"])
  func searchIgnoringCaseDiacriticsAndSpaces_findsHulkenberg(query: String) async throws {
    // given
    let controller = await makeLoadedController()

    // when
    try await controller.perform(.search(query))

    // then
    #expect(controller.frame.lines.last == "1. Nico HÜLKENBERG  #27 · Haas F1 Team")
    #expect(controller.frame.lines.count == 3)
  }

  @Test func searchWithNoMatch_showsEmptyStateNamingTheQuery() async throws {
    // given
    let controller = await makeLoadedController()

    // when
    try await controller.perform(.search(" alonso "))

    // then
    #expect(controller.frame.lines == ["Search: \"alonso\"", "", "No drivers match \"alonso\"."])
  }

  @Test func clear_afterSearch_showsAllDriversAgain() async throws {
    // given
    let controller = await makeLoadedController()
    try await controller.perform(.search("russell"))

    // when
    try await controller.perform(.clear)

    // then
    #expect(controller.frame.lines.first == "Search: (empty)")
    #expect(controller.frame.lines.count == 6)
    #expect(service.fetchCount == 1)
  }

  @Test func appear_withNoDrivers_showsEmptyStateNotError() async {
    // given
    service.result = .success([])

    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.lines == ["Search: (empty)", "", "No drivers"])
  }

  @Test func appear_whenServiceFails_showsErrorAlertAndNoRows() async {
    // given
    service.result = .failure(.network("offline"))

    // when
    let controller = await makeLoadedController()

    // then
    #expect(
      controller.frame.lines == [
        "Search: (empty)", "", "[!] Could not load drivers", "    Could not reach the server (offline).",
      ])
  }

  @Test func searchAfterError_keepsTheAlertUntilARefresh() async throws {
    // given
    service.result = .failure(.network("offline"))
    let controller = await makeLoadedController()

    // when
    try await controller.perform(.search("max"))

    // then
    #expect(
      controller.frame.lines == [
        "Search: \"max\"", "", "[!] Could not load drivers", "    Could not reach the server (offline).",
      ])

    // when the service recovers
    service.result = .success(Driver.samples)
    try await controller.perform(.refresh)

    // then
    #expect(controller.frame.lines == ["Search: \"max\"", "", "No drivers match \"max\"."])
  }

  @Test func refresh_keepsTheSearchAndShowsLoadingWhileItRuns() async throws {
    // given
    let probe = FrameProbe()
    let controller = DriversViewController(service: ObservedDriverService(service) { await probe.record() })
    probe.frameSource = { controller.frame }
    await settling { controller.screenDidLoad() }
    try await controller.perform(.search("Lewis HAMILTON"))

    // when
    try await controller.perform(.refresh)

    // then
    #expect(probe.frames.last?.lines == ["Search: \"Lewis HAMILTON\"", "", "Loading…"])
    #expect(controller.frame.lines == ["Search: \"Lewis HAMILTON\"", "", "1. Lewis HAMILTON  #44 · Mercedes"])
    #expect(service.fetchCount == 2)
  }

  @Test func refreshAfterFailedLoad_showsTheDrivers() async throws {
    // given
    service.result = .failure(.network("offline"))
    let controller = await makeLoadedController()
    service.result = .success(Driver.samples)

    // when
    try await controller.perform(.refresh)

    // then
    #expect(
      controller.frame.lines == [
        "Search: (empty)",
        "",
        "1. Lewis HAMILTON   #44 · Mercedes",
        "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team",
        "4. George RUSSELL   #63 · Mercedes",
      ])
  }
}
