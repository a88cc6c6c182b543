import Domain
import DomainLive
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVP

/// The melodies presenter over the real OnlineFirstMelodyService, an InMemoryMelodyStore and a
/// NetworkSwitch: `networkSwitched(online:)` flips the switch the service reads.
@Suite(.tags(.melodies))
@MainActor
struct MelodiesOnlineFirstTests {
  private let view = MelodiesViewMock()

  private func makePresenter(service: any MelodyService, network: NetworkSwitch) -> MelodiesPresenter {
    let presenter = MelodiesPresenter(service: service, network: network)
    presenter.attach(view: view)
    return presenter
  }

  @Test func offlineWithSavedMelodies_servesThemWithNotice() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let store = InMemoryMelodyStore(melodies: [Melody.stub(title: "Saved Song", artist: "Someone", duration: 65)])
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .network, base: BundledFixtures()), local: store, network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await settling { presenter.networkSwitched(online: false) }

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: offline"), .showLoading,
        .show(
          melodies: [MelodyRowViewData(title: "Saved Song", detail: "Someone · 1:05")],
          notice: "Offline — showing saved melodies"),
      ])
  }

  @Test func onlineWithTheAPIOutOfReach_servesSavedMelodiesSayingSo() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let store = InMemoryMelodyStore(melodies: [Melody.stub(title: "Saved Song", artist: "Someone", duration: 65)])
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: .network, base: BundledFixtures()), local: store, network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: online"), .showLoading,
        .show(
          melodies: [MelodyRowViewData(title: "Saved Song", detail: "Someone · 1:05")],
          notice: "Online, but the API is unreachable — showing saved melodies"),
      ])
  }

  @Test func offlineWithoutSavedMelodies_showsNoNetworkAlert() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await settling { presenter.networkSwitched(online: false) }

    // then
    #expect(
      view.calls.last == .showError(title: "Could not load melodies", message: MelodyServiceError.noNetwork.message))
  }

  @Test func onlineThenOffline_servesWhatTheOnlineFetchSaved() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)
    await settling { presenter.viewDidLoad() }
    guard case .show(let onlineRows, nil) = view.calls.last else {
      Issue.record("expected melodies online, got \(String(describing: view.calls.last))")
      return
    }

    // when
    await settling { presenter.networkSwitched(online: false) }

    // then
    #expect(!onlineRows.isEmpty)
    guard case .show(let rows, let notice) = view.calls.last else {
      Issue.record("expected melodies offline, got \(String(describing: view.calls.last))")
      return
    }
    #expect(notice == "Offline — showing saved melodies")
    #expect(rows == onlineRows)
  }

  @Test(arguments: [(Fault.empty, MelodyServiceError.noData), (.decode, .unknownError)])
  func onlineWithBadAnswer_showsItsError(fault: Fault, expected: MelodyServiceError) async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: fault, base: BundledFixtures()), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls.last == .showError(title: "Could not load melodies", message: expected.message))
  }

  @Test func backOnline_loadsRemoteMelodiesWithoutNotice() async {
    // given
    let network = NetworkSwitch(isOnline: false)
    let store = InMemoryMelodyStore(melodies: [Melody.stub()])
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: store, network: network)
    let presenter = makePresenter(service: service, network: network)
    await settling { presenter.viewDidLoad() }

    // when
    await settling { presenter.networkSwitched(online: true) }

    // then
    #expect(network.isOnline)
    guard case .show(_, let notice) = view.calls.last else {
      Issue.record("expected melodies online, got \(String(describing: view.calls.last))")
      return
    }
    #expect(notice == nil)
    #expect(view.calls.contains(.showNetworkState("Network: online")))
  }
}
