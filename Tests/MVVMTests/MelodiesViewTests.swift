import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// The melodies view, started as the kit starts it: `offline` and `online` switch the network
/// through the view model, and the network line follows.
@Suite(.tags(.melodies))
@MainActor
struct MelodiesViewTests {
  private let window = Window()
  private let network = NetworkSwitch()

  @Test func offlineThenOnline_switchesTheNetworkBackOn_andTheLineSaysSo() async throws {
    // given
    await MVVMApp.startMelodies(service: MelodyServiceMock(), network: network, in: window)
    try await window.perform(.offline)
    #expect(window.frame?.lines.first == "Network: offline")

    // when
    try await window.perform(.online)

    // then
    #expect(network.isOnline)
    #expect(window.frame?.lines.first == "Network: online")
  }
}
