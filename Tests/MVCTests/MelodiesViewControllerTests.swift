import Domain
import DomainLive
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVC

@MainActor
@Suite(.tags(.melodies))
struct MelodiesViewControllerTests {
  private let service = MelodyServiceMock()
  private let network = NetworkSwitch()

  private func makeLoadedController() async -> MelodiesViewController {
    let controller = MelodiesViewController(service: service, network: network)
    await settling { controller.screenDidLoad() }
    return controller
  }

  @Test func appear_online_listsTitleArtistAndDuration() async {
    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.title == "Melodies")
    #expect(
      controller.frame.lines == [
        "Network: online",
        "",
        "1. Clair de Lune     Claude Debussy · 5:03",
        "2. Gymnopédie No. 1  Erik Satie · 3:05",
      ])
  }

  @Test func offline_withSavedMelodies_showsNetworkLineAndOfflineBanner() async throws {
    // given
    let controller = await makeLoadedController()
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    try await controller.perform(.offline)

    // then
    #expect(network.isOnline == false)
    #expect(
      controller.frame.lines == [
        "Network: offline", "", "(Offline — showing saved melodies)", "", "1. Clair de Lune  Claude Debussy · 5:03",
      ])
  }

  @Test func refreshOnline_whenTheServiceFallsBackToSavedMelodies_saysTheAPIIsUnreachable() async throws {
    // given
    let controller = await makeLoadedController()
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    try await controller.perform(.refresh)

    // then
    #expect(network.isOnline)
    #expect(
      controller.frame.lines == [
        "Network: online", "", "(Online, but the API is unreachable — showing saved melodies)", "",
        "1. Clair de Lune  Claude Debussy · 5:03",
      ])
  }

  @Test func offline_whileRequestRuns_showsOfflineLineAndLoadingWithoutBanner() async throws {
    // given
    let probe = FrameProbe()
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))
    let controller = MelodiesViewController(
      service: ObservedMelodyService(service) { await probe.record() }, network: network)
    probe.frameSource = { controller.frame }
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.offline)

    // then
    #expect(probe.frames.map(\.lines) == [["Network: online", "", "Loading…"], ["Network: offline", "", "Loading…"]])
  }

  @Test(arguments: [
    (MelodyServiceError.noNetwork, "    No network connection, and no melodies saved for offline use."),
    (.noData, "    The server returned no melodies."),
    (.unknownError, "    Something went wrong while loading melodies."),
  ])
  func appear_whenServiceFails_showsTheArticlesErrors(error: MelodyServiceError, message: String) async {
    // given
    service.result = .failure(error)

    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.lines == ["Network: online", "", "[!] Could not load melodies", message])
  }

  @Test func online_afterOfflineError_reloadsAndClearsAlertAndBanner() async throws {
    // given
    network.isOnline = false
    service.result = .failure(.noNetwork)
    let controller = await makeLoadedController()
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .remote))

    // when
    try await controller.perform(.online)

    // then
    #expect(network.isOnline)
    #expect(service.fetchCount == 2)
    #expect(controller.frame.lines == ["Network: online", "", "1. Clair de Lune  Claude Debussy · 5:03"])
  }

  @Test func onlineFirstService_offlineAfterALoad_servesSavedMelodies() async throws {
    // given
    let live = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let controller = MelodiesViewController(service: live, network: network)
    await settling { controller.screenDidLoad() }
    let onlineRows = controller.frame.lines.dropFirst(2)

    // when
    try await controller.perform(.offline)

    // then
    #expect(controller.frame.lines.prefix(4) == ["Network: offline", "", "(Offline — showing saved melodies)", ""])
    #expect(controller.frame.lines.dropFirst(4) == onlineRows)
  }

  @Test func onlineFirstService_offlineWithNothingSaved_saysNoNetwork() async {
    // given
    network.isOnline = false
    let live = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let controller = MelodiesViewController(service: live, network: network)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.frame.lines.suffix(2) == [
        "[!] Could not load melodies", "    " + MelodyServiceError.noNetwork.message,
      ])
  }
}
