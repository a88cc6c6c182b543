import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

@Suite("OnlineFirstMelodyService: the API when online, the local store otherwise")
struct OnlineFirstMelodyServiceTests {
  private let remoteMelodies = [Melody.stub(title: "Remote", artist: "Band", duration: 200)]
  private let savedMelodies = [Melody.stub(title: "Saved", artist: "Band", duration: 100)]

  private var remoteJSON: String {
    #"[{"title": "Remote", "artist": "Band", "duration": 200}]"#
  }

  @Test func onlineSuccess_savesLocallyAndServesRemote() async throws {
    // given
    let local = InMemoryMelodyStore(melodies: savedMelodies)
    let service = OnlineFirstMelodyService(
      remote: InlineDataSource([.melodies: remoteJSON]), local: local, network: NetworkSwitch(isOnline: true))

    // when
    let feed = try await service.fetchMelodies()

    // then
    #expect(feed == MelodyFeed(melodies: remoteMelodies, origin: .remote))
    #expect(await local.savedMelodies() == remoteMelodies)
  }

  @Test func onlineOverBundledFixtures_servesTheBundledMelodies() async throws {
    // given
    let local = InMemoryMelodyStore()
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: local, network: NetworkSwitch())

    // when
    let feed = try await service.fetchMelodies()

    // then
    #expect(feed.origin == .remote)
    #expect(feed.melodies.first == Melody(title: "Clair de Lune", artist: "Claude Debussy", duration: 303))
    #expect(await local.savedMelodies() == feed.melodies)
  }

  @Test func offlineWithSavedMelodies_servesThemWithoutAskingTheApi() async throws {
    // given
    let remote = InlineDataSource([.melodies: remoteJSON])
    let service = OnlineFirstMelodyService(
      remote: remote, local: InMemoryMelodyStore(melodies: savedMelodies), network: NetworkSwitch(isOnline: false))

    // when
    let feed = try await service.fetchMelodies()

    // then
    #expect(feed == MelodyFeed(melodies: savedMelodies, origin: .savedOffline))
    #expect(remote.requestedResources.isEmpty)
  }

  @Test func offlineWithNothingSaved_isNoNetwork() async {
    // given
    let service = OnlineFirstMelodyService(
      remote: InlineDataSource([.melodies: remoteJSON]), local: InMemoryMelodyStore(),
      network: NetworkSwitch(isOnline: false))

    // then
    await #expect(throws: MelodyServiceError.noNetwork) { try await service.fetchMelodies() }
  }

  @Test(arguments: ["[]", "  [ ]  "])
  func onlineWithEmptyAnswer_isNoDataAndKeepsTheSavedMelodies(json: String) async {
    // given
    let local = InMemoryMelodyStore(melodies: savedMelodies)
    let service = OnlineFirstMelodyService(
      remote: InlineDataSource([.melodies: json]), local: local, network: NetworkSwitch())

    // then
    await #expect(throws: MelodyServiceError.noData) { try await service.fetchMelodies() }
    #expect(await local.savedMelodies() == savedMelodies)
  }

  @Test(arguments: [#"[{"title": "Remote""#, #"{"melodies": []}"#, #"[{"title": "Remote", "artist": "Band"}]"#])
  func onlineWithMalformedAnswer_isUnknownErrorAndKeepsTheSavedMelodies(json: String) async {
    // given
    let local = InMemoryMelodyStore(melodies: savedMelodies)
    let service = OnlineFirstMelodyService(
      remote: InlineDataSource([.melodies: json]), local: local, network: NetworkSwitch())

    // then
    await #expect(throws: MelodyServiceError.unknownError) { try await service.fetchMelodies() }
    #expect(await local.savedMelodies() == savedMelodies)
  }

  @Test func onlineWithDecodeFault_isUnknownError() async {
    // given
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .decode, base: BundledFixtures()), local: InMemoryMelodyStore(),
      network: NetworkSwitch())

    // then
    await #expect(throws: MelodyServiceError.unknownError) { try await service.fetchMelodies() }
  }

  @Test func onlineWithEmptyFault_isNoData() async {
    // given
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .empty, base: BundledFixtures()), local: InMemoryMelodyStore(),
      network: NetworkSwitch())

    // then
    await #expect(throws: MelodyServiceError.noData) { try await service.fetchMelodies() }
  }

  @Test func onlineButApiUnreachableWithSavedMelodies_servesThemOffline() async throws {
    // given
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .network, base: BundledFixtures()),
      local: InMemoryMelodyStore(melodies: savedMelodies), network: NetworkSwitch())

    // when
    let feed = try await service.fetchMelodies()

    // then
    #expect(feed == MelodyFeed(melodies: savedMelodies, origin: .savedOffline))
  }

  @Test func onlineButApiUnreachableWithNothingSaved_isNoNetwork() async {
    // given
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .network, base: BundledFixtures()), local: InMemoryMelodyStore(),
      network: NetworkSwitch())

    // then
    await #expect(throws: MelodyServiceError.noNetwork) { try await service.fetchMelodies() }
  }

  @Test func goingOfflineAfterAFetch_servesWhatTheFetchSaved() async throws {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(
      remote: InlineDataSource([.melodies: remoteJSON]), local: InMemoryMelodyStore(), network: network)
    _ = try await service.fetchMelodies()

    // when
    network.isOnline = false
    let feed = try await service.fetchMelodies()

    // then
    #expect(feed == MelodyFeed(melodies: remoteMelodies, origin: .savedOffline))
  }

  @Test(arguments: [
    (MelodyServiceError.noNetwork, "No network connection, and no melodies saved for offline use."),
    (.noData, "The server returned no melodies."),
    (.unknownError, "Something went wrong while loading melodies."),
  ])
  func melodyError_messageIsReadable(error: MelodyServiceError, expected: String) {
    #expect(error.message == expected)
  }
}
