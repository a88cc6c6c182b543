import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The assembled module in a window: what the user sees.
@Suite(.tags(.drivers))
@MainActor
struct DriversModuleTests {
  private let window = Window()
  private let service = DriverServiceMock()

  @Test func searchWithAccentlessQuery_showsTheAccentedDriver() async throws {
    // given
    await VIPERApp.startDrivers(service: service, in: window)

    // when
    try await window.perform(.search("perez"))

    // then
    #expect(window.frame?.title == "Drivers")
    #expect(window.frame?.lines == ["Search: \"perez\"", "", "1. Sergio PÉREZ  #11 · Red Bull Racing"])
    #expect(service.fetchCount == 1)
  }

  @Test func searchWithNoMatch_thenClear_showsEmptyStateThenEveryDriver() async throws {
    // given
    await VIPERApp.startDrivers(service: service, in: window)

    // when
    try await window.perform(.search("zzz"))
    let emptyFrame = window.frame?.lines
    try await window.perform(.clear)

    // then
    #expect(emptyFrame == ["Search: \"zzz\"", "", "No drivers match \"zzz\"."])
    #expect(window.frame?.lines.first == "Search: (empty)")
    #expect(window.frame?.lines.count == 2 + Driver.samples.count)
    #expect(window.topScreen?.acceptedActions == [.search, .clear, .refresh])
  }

  @Test func searchAfterFailedLoad_keepsTheAlertAndShowsTheQuery() async throws {
    // given
    service.result = .failure(.network("the network is unreachable"))
    await VIPERApp.startDrivers(service: service, in: window)

    // when
    try await window.perform(.search("perez"))

    // then
    #expect(
      window.frame?.lines == [
        "Search: \"perez\"", "", "[!] Could not load drivers",
        "    Could not reach the server (the network is unreachable).",
      ])
    #expect(service.fetchCount == 1)
  }

  @Test func refreshAfterFailedLoad_showsTheDrivers() async throws {
    // given
    service.result = .failure(.network("the network is unreachable"))
    await VIPERApp.startDrivers(service: service, in: window)
    service.result = .success(Driver.samples)

    // when
    try await window.perform(.refresh)

    // then
    #expect(
      window.frame?.lines == [
        "Search: (empty)",
        "",
        "1. Lewis HAMILTON   #44 · Mercedes",
        "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team",
        "4. George RUSSELL   #63 · Mercedes",
      ])
    #expect(service.fetchCount == 2)
  }
}
