import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing
import TextUI

@testable import UDF

/// The melodies reducer, with no view: each action's state change and each effect's answer,
/// the network switch's flips included.
@Suite("UDF melodies", .tags(.melodies))
@MainActor
struct MelodiesFeatureTests {
  private static let remote = MelodyFeed(melodies: Melody.samples, origin: .remote)
  private static let saved = MelodyFeed(melodies: Melody.samples, origin: .savedOffline)
  private static let offlineNotice = "Offline — showing saved melodies"
  private static let unreachableNotice = "Online, but the API is unreachable — showing saved melodies"

  private let network = NetworkSwitch()

  /// A screen showing melodies, as after a load with the switch `isOnline`.
  private static func loaded(isOnline: Bool = true, notice: String? = nil) -> MelodiesFeature.State {
    var state = MelodiesFeature.State(isOnline: isOnline)
    state.notice = notice
    state.list = .loaded(Melody.samples)
    return state
  }

  @Test func load_showsLoading_thenTheMelodiesWithNoNotice() async {
    // given
    let service = MelodyServiceMock(result: .success(Self.remote))
    let store = TestStore(
      initialState: MelodiesFeature.State(), reducer: MelodiesFeature(service: service, network: network))

    // when, then: the screen starts loading, so the first action changes nothing before the answer
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.success(Self.remote))) { $0.list = .loaded(Melody.samples) }
    #expect(service.fetchCount == 1)
    #expect(network.isOnline)
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func failedLoad_showsTheArticlesMessage(error: MelodyServiceError) async {
    // given
    let store = TestStore(
      initialState: MelodiesFeature.State(),
      reducer: MelodiesFeature(service: MelodyServiceMock(result: .failure(error)), network: network))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.failure(error))) {
      $0.list = .failed(.init(title: "Could not load melodies", message: error.message))
    }
  }

  @Test func savedMelodiesWhileOnline_sayTheAPIIsUnreachable() async {
    // given
    let store = TestStore(
      initialState: MelodiesFeature.State(),
      reducer: MelodiesFeature(service: MelodyServiceMock(result: .success(Self.saved)), network: network))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.success(Self.saved))) {
      $0.notice = Self.unreachableNotice
      $0.list = .loaded(Melody.samples)
    }
  }

  @Test func savedMelodiesOnAScreenStartedOffline_sayTheNetworkIsOff() async {
    // given
    let store = TestStore(
      initialState: MelodiesFeature.State(isOnline: false),
      reducer: MelodiesFeature(service: MelodyServiceMock(result: .success(Self.saved)), network: network))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.success(Self.saved))) {
      $0.notice = Self.offlineNotice
      $0.list = .loaded(Melody.samples)
    }
  }

  @Test func offline_flipsTheSwitchBeforeTheFetch_andTheServiceFallsBackToTheSavedMelodies() async {
    // given the melodies an earlier online load saved, and an API that would answer others
    let service = OnlineFirstMelodyService(
      remote: BundledFixtures(), local: InMemoryMelodyStore(melodies: Melody.samples), network: network)
    let store = TestStore(initialState: Self.loaded(), reducer: MelodiesFeature(service: service, network: network))

    // when, then
    await store.send(.networkSwitched(online: false)) {
      $0.isOnline = false
      $0.list = .loading
    }
    #expect(!network.isOnline)
    await store.receive(.melodiesResponse(.success(Self.saved))) {
      $0.notice = Self.offlineNotice
      $0.list = .loaded(Melody.samples)
    }
  }

  @Test func online_flipsTheSwitchBack_andReloadsFromTheAPI() async {
    // given
    network.isOnline = false
    let service = MelodyServiceMock(result: .success(Self.remote))
    let store = TestStore(
      initialState: Self.loaded(isOnline: false, notice: Self.offlineNotice),
      reducer: MelodiesFeature(service: service, network: network))

    // when, then: the notice goes with the saved melodies it was about
    await store.send(.networkSwitched(online: true)) {
      $0.isOnline = true
      $0.notice = nil
      $0.list = .loading
    }
    #expect(network.isOnline)
    await store.receive(.melodiesResponse(.success(Self.remote))) { $0.list = .loaded(Melody.samples) }
    #expect(service.fetchCount == 1)
  }

  @Test func apiOutOfReach_fallsBackToTheSavedMelodies_withTheSwitchOn() async {
    // given
    let service = OnlineFirstMelodyService(
      remote: UnreachableAPI(), local: InMemoryMelodyStore(melodies: Melody.samples), network: network)
    let store = TestStore(
      initialState: MelodiesFeature.State(), reducer: MelodiesFeature(service: service, network: network))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.success(Self.saved))) {
      $0.notice = Self.unreachableNotice
      $0.list = .loaded(Melody.samples)
    }
  }

  @Test func offlineWithNothingSaved_replacesTheSavedMelodiesWithTheNoNetworkAlert() async {
    // given
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let store = TestStore(
      initialState: Self.loaded(notice: Self.unreachableNotice),
      reducer: MelodiesFeature(service: service, network: network))

    // when, then
    await store.send(.networkSwitched(online: false)) {
      $0.isOnline = false
      $0.notice = nil
      $0.list = .loading
    }
    await store.receive(.melodiesResponse(.failure(.noNetwork))) {
      $0.list = .failed(
        .init(
          title: "Could not load melodies", message: "No network connection, and no melodies saved for offline use."))
    }
  }

  @Test func refreshAfterFailure_showsTheMelodies() async {
    // given
    let service = MelodyServiceMock(result: .failure(.unknownError))
    let store = TestStore(
      initialState: MelodiesFeature.State(), reducer: MelodiesFeature(service: service, network: network))
    await store.send(.viewDidLoad)
    await store.receive(.melodiesResponse(.failure(.unknownError))) {
      $0.list = .failed(
        .init(title: "Could not load melodies", message: "Something went wrong while loading melodies."))
    }
    service.result = .success(Self.remote)

    // when, then: the alert goes as the spinner comes, and the switch is left alone
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.melodiesResponse(.success(Self.remote))) { $0.list = .loaded(Melody.samples) }
    #expect(service.fetchCount == 2)
    #expect(network.isOnline)
  }

  @Test func actions_traceShort() {
    #expect(MelodiesFeature.Action.networkSwitched(online: false).traceText == ".networkSwitched(online: false)")
    #expect(
      MelodiesFeature.Action.melodiesResponse(.success(Self.saved)).traceText
        == ".melodiesResponse(.success(2 melodies, .savedOffline))")
    #expect(
      MelodiesFeature.Action.melodiesResponse(.success(MelodyFeed(melodies: [.stub()], origin: .remote))).traceText
        == ".melodiesResponse(.success(1 melody, .remote))")
    #expect(
      MelodiesFeature.Action.melodiesResponse(.failure(.noData)).traceText == ".melodiesResponse(.failure(.noData))")
  }
}

/// The melodies view: what it draws from the store's state, and that its actions reach the store.
@Suite("UDF melodies view", .tags(.melodies))
@MainActor
struct MelodiesViewTests {
  private let window = Window()

  @Test func aScreenStartedOffline_drawsTheNetworkLineTheNoticeAndTheRows() async {
    // when
    await UDFApp.startMelodies(
      service: MelodyServiceMock(result: .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))),
      network: NetworkSwitch(isOnline: false), in: window)

    // then
    #expect(
      window.frame?.lines == [
        "Network: offline",
        "",
        "(Offline — showing saved melodies)",
        "",
        "1. Clair de Lune     Claude Debussy · 5:03",
        "2. Gymnopédie No. 1  Erik Satie · 3:05",
      ])
  }

  @Test func online_flipsTheSwitch_andTheFrameSaysSo() async throws {
    // given
    let network = NetworkSwitch(isOnline: false)
    await UDFApp.startMelodies(service: MelodyServiceMock(result: .failure(.noNetwork)), network: network, in: window)

    // when
    try await window.perform(.online)

    // then
    #expect(network.isOnline)
    #expect(
      window.frame?.lines == [
        "Network: online",
        "",
        "[!] Could not load melodies",
        "    No network connection, and no melodies saved for offline use.",
      ])
  }

  @Test func closingTheWindow_freesViewAndStore() async throws {
    // given
    await UDFApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)
    @Weak var view = window.topScreen as? MelodiesView
    @Weak var store = view?.store
    try await window.perform(.offline)
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(store == nil)
  }
}

/// An API that cannot be reached: every read fails as a network error.
private struct UnreachableAPI: DataSource {
  func location(of resource: Resource) -> String { "unreachable/\(resource.rawValue)" }

  func data(for resource: Resource) async throws(ServiceError) -> Data {
    throw .network("the network is unreachable")
  }
}
