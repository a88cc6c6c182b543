import Domain
import DomainLive
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The assembled module in a window over Domain's online-first service.
@Suite(.tags(.melodies))
@MainActor
struct MelodiesModuleTests {
  private let window = Window()
  private let network = NetworkSwitch(isOnline: true)

  private func start(store: InMemoryMelodyStore = InMemoryMelodyStore()) async {
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: store, network: network)
    await VIPERApp.startMelodies(service: service, network: network, in: window)
  }

  @Test func offline_afterOnlineFetch_showsTheBannerAndTheSavedMelodies() async throws {
    // given
    await start()
    let onlineRows = window.frame?.lines.dropFirst(2)

    // when
    try await window.perform(.offline)

    // then
    #expect(window.frame?.title == "Melodies")
    #expect(window.frame?.lines.prefix(3) == ["Network: offline", "", "(Offline — showing saved melodies)"])
    #expect(window.frame?.lines.dropFirst(4) == onlineRows)
  }

  @Test func onlineButTheAPIUnreachable_saysTheSavedMelodiesAreShownThoughTheNetworkIsOn() async {
    // given: the service answers with saved melodies while the switch is on
    let service = MelodyServiceMock(result: .success(MelodyFeed(melodies: [Melody.stub()], origin: .savedOffline)))

    // when
    await VIPERApp.startMelodies(service: service, network: network, in: window)

    // then
    #expect(
      window.frame?.lines.prefix(4) == [
        "Network: online", "", "(Online, but the API is unreachable — showing saved melodies)", "",
      ])
    #expect(window.frame?.lines.last?.contains("Clair de Lune") == true)
  }

  @Test func offlineWithNothingSaved_showsNoNetworkAlert_andOnlineClearsIt() async throws {
    // given
    network.isOnline = false
    await start()
    let offlineFrame = window.frame?.lines

    // when
    try await window.perform(.online)

    // then
    #expect(
      offlineFrame == [
        "Network: offline", "", "[!] Could not load melodies",
        "    No network connection, and no melodies saved for offline use.",
      ])
    #expect(window.frame?.lines.first == "Network: online")
    #expect(window.frame?.lines.contains("[!] Could not load melodies") == false)
  }

  @Test func refresh_fetchesAgainAndShowsWhatTheServiceAnswersNow() async throws {
    // given
    let service = MelodyServiceMock()
    await VIPERApp.startMelodies(service: service, network: network, in: window)
    service.result = .success(MelodyFeed(melodies: [Melody.samples[1]], origin: .remote))

    // when
    try await window.perform(.refresh)

    // then
    #expect(service.fetchCount == 2)
    #expect(window.frame?.lines.contains { $0.contains("Clair de Lune") } == false)
    #expect(window.frame?.lines.last?.contains("Gymnopédie No. 1") == true)
  }
}
