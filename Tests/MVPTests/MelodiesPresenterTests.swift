import Domain
import DomainTestSupport
import MVP
import Testing

@MainActor
struct MelodiesPresenterTests {
  private let view = MelodiesViewMock()
  private let samples = [
    MelodyViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03"),
    MelodyViewData(title: "Gymnopédie No. 1", detail: "Erik Satie · 3:05"),
  ]

  private func makePresenter(service: any MelodyService, network: NetworkSwitch = NetworkSwitch()) -> MelodiesPresenter {
    let presenter = MelodiesPresenter(service: service, network: network)
    presenter.attach(view: view)
    return presenter
  }

  @Test func viewDidLoad_online_showsFormattedMelodiesWithoutNotice() async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock())

    // when
    await presenter.viewDidLoad()

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: online"), .showLoading, .show(melodies: samples, notice: nil),
      ])
  }

  @Test func viewDidLoad_servedFromSavedMelodies_showsOfflineNotice() async {
    // given
    let service = MelodyServiceMock(result: .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline)))
    let presenter = makePresenter(service: service)

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls.last == .show(melodies: samples, notice: "Offline — showing saved melodies"))
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func viewDidLoad_whenServiceFails_showsAlertWithItsMessage(error: MelodyServiceError) async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock(result: .failure(error)))

    // when
    let feed = await presenter.loadMelodies()

    // then
    #expect(feed == nil)
    #expect(view.calls.last == .showError(title: "Could not load melodies", message: error.message))
  }

  @Test func noNetworkError_saysNothingIsSaved() async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock(result: .failure(.noNetwork)))

    // when
    await presenter.viewDidLoad()

    // then
    #expect(
      view.calls.last
        == .showError(
          title: "Could not load melodies",
          message: "No network connection, and no melodies saved for offline use."))
  }

  @Test(arguments: [(true, "Network: online"), (false, "Network: offline")])
  func networkState_isShownBeforeLoading(isOnline: Bool, expected: String) async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock(), network: NetworkSwitch(isOnline: isOnline))

    // when
    await presenter.refreshRequested()

    // then
    #expect(Array(view.calls.prefix(2)) == [.showNetworkState(expected), .showLoading])
  }

  @Test func networkSwitchedOffline_flipsTheSwitchAndReloads() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = MelodyServiceMock()
    let presenter = makePresenter(service: service, network: network)

    // when
    await presenter.networkSwitched(online: false)

    // then
    #expect(network.isOnline == false)
    #expect(service.fetchCount == 1)
    #expect(view.calls.first == .showNetworkState("Network: offline"))
  }

  // MARK: With the real online-first service

  @Test func offlineWithSavedMelodies_servesThemWithNotice() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let store = InMemoryMelodyStore(melodies: [Melody.stub(title: "Saved Song", artist: "Someone", duration: 65)])
    let service = OnlineFirstMelodyService(remote: FaultyDataSource(fault: .network, base: BundledFixtures()), local: store, network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await presenter.networkSwitched(online: false)

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: offline"), .showLoading,
        .show(
          melodies: [MelodyViewData(title: "Saved Song", detail: "Someone · 1:05")],
          notice: "Offline — showing saved melodies"),
      ])
  }

  @Test func offlineWithoutSavedMelodies_showsNoNetworkAlert() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await presenter.networkSwitched(online: false)

    // then
    #expect(
      view.calls.last == .showError(title: "Could not load melodies", message: MelodyServiceError.noNetwork.message))
  }

  @Test func onlineThenOffline_servesWhatTheOnlineFetchSaved() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)
    let online = await presenter.loadMelodies()

    // when
    await presenter.networkSwitched(online: false)

    // then
    #expect(online?.origin == .remote)
    #expect(online?.melodies.isEmpty == false)
    guard case .show(let rows, let notice) = view.calls.last else {
      Issue.record("expected melodies offline, got \(String(describing: view.calls.last))")
      return
    }
    #expect(notice == "Offline — showing saved melodies")
    #expect(rows.map(\.title) == online?.melodies.map(\.title))
  }

  @Test(arguments: [(Fault.empty, MelodyServiceError.noData), (.decode, .unknownError)])
  func onlineWithBadAnswer_showsItsError(fault: Fault, expected: MelodyServiceError) async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = OnlineFirstMelodyService(
      remote: FaultyDataSource(fault: fault, base: BundledFixtures()), local: InMemoryMelodyStore(), network: network)
    let presenter = makePresenter(service: service, network: network)

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls.last == .showError(title: "Could not load melodies", message: expected.message))
  }

  @Test func backOnline_loadsRemoteMelodiesWithoutNotice() async {
    // given
    let network = NetworkSwitch(isOnline: false)
    let store = InMemoryMelodyStore(melodies: [Melody.stub()])
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: store, network: network)
    let presenter = makePresenter(service: service, network: network)
    await presenter.viewDidLoad()

    // when
    await presenter.networkSwitched(online: true)

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
