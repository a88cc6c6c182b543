import Domain
import DomainLive
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.melodies))
@MainActor
struct MelodiesInteractorTests {
  private let service = MelodyServiceMock()
  private let network = NetworkSwitch(isOnline: true)
  private let output = MelodiesInteractorOutputMock()

  private func makeInteractor() -> MelodiesInteractor {
    let interactor = MelodiesInteractor(service: service, network: network)
    interactor.output = output
    return interactor
  }

  @Test func fetchMelodies_online_reportsNetworkStateThenTheFeed() async {
    // when
    let interactor = makeInteractor()
    await settling { interactor.fetchMelodies() }

    // then
    #expect(
      output.calls == [.willFetch(online: true), .didFetch(MelodyFeed(melodies: Melody.samples, origin: .remote))])
    #expect(service.fetchCount == 1)
  }

  @Test func switchNetworkOffline_flipsTheSwitchAndFetchesTheSavedFeed() async {
    // given
    let saved = MelodyFeed(melodies: [Melody.stub()], origin: .savedOffline)
    service.result = .success(saved)

    // when
    let interactor = makeInteractor()
    await settling { interactor.switchNetwork(online: false) }

    // then
    #expect(network.isOnline == false)
    #expect(output.calls == [.willFetch(online: false), .didFetch(saved)])
  }

  @Test func fetchMelodies_onlineButServedSavedOnes_reportsTheNetworkOnlineThenTheSavedFeed() async {
    // given: the service fell back to saved melodies though the switch is on
    let saved = MelodyFeed(melodies: [Melody.stub()], origin: .savedOffline)
    service.result = .success(saved)

    // when
    let interactor = makeInteractor()
    await settling { interactor.fetchMelodies() }

    // then
    #expect(network.isOnline)
    #expect(output.calls == [.willFetch(online: true), .didFetch(saved)])
  }

  @Test func switchNetworkOnline_flipsTheSwitchBack() async {
    // given
    network.isOnline = false

    // when
    let interactor = makeInteractor()
    await settling { interactor.switchNetwork(online: true) }

    // then
    #expect(network.isOnline)
    #expect(output.calls.first == .willFetch(online: true))
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func fetchMelodies_whenServiceFails_reportsTheError(error: MelodyServiceError) async {
    // given
    service.result = .failure(error)

    // when
    let interactor = makeInteractor()
    await settling { interactor.fetchMelodies() }

    // then
    #expect(output.calls == [.willFetch(online: true), .didFail(error)])
  }

  @Test func offlineWithRealService_servesWhatTheLastOnlineFetchSaved() async {
    // given
    let liveNetwork = NetworkSwitch(isOnline: true)
    let liveService = OnlineFirstMelodyService(
      remote: BundledFixtures(), local: InMemoryMelodyStore(), network: liveNetwork)
    let interactor = MelodiesInteractor(service: liveService, network: liveNetwork)
    interactor.output = output
    await settling { interactor.fetchMelodies() }

    // when
    await settling { interactor.switchNetwork(online: false) }

    // then
    guard case .didFetch(let online) = output.calls[1], case .didFetch(let offline) = output.calls[3] else {
      Issue.record("expected two feeds, got \(output.calls)")
      return
    }
    #expect(online.origin == .remote)
    #expect(offline == MelodyFeed(melodies: online.melodies, origin: .savedOffline))
  }
}
