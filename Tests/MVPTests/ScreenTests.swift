import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The real passive screens, drawn: what a presenter tells its view reaches the frame.
///
/// The presenter tests use view mocks, so they cannot see a screen that drops a call. These
/// draw the screens the coordinator tests do not (the news and todos screens are drawn there).
@MainActor
struct ScreenTests {
  private let window = Window()

  @Test(.tags(.users)) func usersScreen_drawsEveryUserWithTheirAge() async {
    // when
    await MVPApp.startUsers(service: UserServiceMock(), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "Users", lines: ["1. Iyad Agha    36 years", "2. Mila Haward  24 years", "3. Mark Astun   39 years"]))
  }

  @Test(.tags(.drivers)) func driversScreen_drawsTheSearchTextAboveTheMatches() async throws {
    // given
    await MVPApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    try await window.perform(.search("  perez "))

    // then
    #expect(
      window.frame
        == Frame(title: "Drivers", lines: ["Search: \"perez\"", "", "1. Sergio PÉREZ  #11 · Red Bull Racing"]))
  }

  @Test(.tags(.melodies)) func melodiesScreen_drawsTheNetworkLineTheNoticeAndTheRows() async throws {
    // given
    let service = MelodyServiceMock()
    await MVPApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    try await window.perform(.offline)

    // then
    #expect(
      window.frame
        == Frame(
          title: "Melodies",
          lines: [
            "Network: offline", "", "(Offline — showing saved melodies)", "", "1. Clair de Lune  Claude Debussy · 5:03",
          ]))
  }
}
