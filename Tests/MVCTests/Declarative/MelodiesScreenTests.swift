import DeclarativeUI
import Domain
import DomainLive
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The declarative melodies screen: the toolbar's network switch goes to the controller, which
/// flips the switch and reloads.
@MainActor
@Suite(.tags(.melodies))
struct MelodiesScreenTests {
  private let service = MelodyServiceMock()
  private let network = NetworkSwitch()
  private let window = Window()

  private func start() async -> MelodiesController {
    let controller = MelodiesController(service: service, network: network)
    await window.setRoot(HostingScreen(MelodiesScreen(controller: controller), in: window))
    return controller
  }

  @Test func appear_showsTheNetworkLineOverTheMelodies() async {
    // when
    _ = await start()

    // then
    #expect(window.frame?.title == "Melodies")
    #expect(
      window.frame?.lines == [
        "Network: online", "", "1. Clair de Lune     Claude Debussy · 5:03", "2. Gymnopédie No. 1  Erik Satie · 3:05",
      ])
    #expect(window.acceptedActions == [.offline, .online, .refresh])
  }

  @Test func offline_flipsTheSwitchThroughTheController_andReloads() async throws {
    // given
    let controller = await start()
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    try await window.perform(.offline)

    // then
    #expect(network.isOnline == false)
    #expect(controller.networkLine == "Network: offline")
    #expect(service.fetchCount == 2)
    #expect(
      window.frame?.lines == [
        "Network: offline", "", "(Offline — showing saved melodies)", "", "1. Clair de Lune  Claude Debussy · 5:03",
      ])
  }
}
