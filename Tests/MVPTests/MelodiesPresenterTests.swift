import Domain
import DomainTestSupport
import Testing

@testable import MVP

@Suite(.tags(.melodies))
@MainActor
struct MelodiesPresenterTests {
  private let view = MelodiesViewMock()
  private let samples = [
    MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03"),
    MelodyRowViewData(title: "Gymnopédie No. 1", detail: "Erik Satie · 3:05"),
  ]

  private func makePresenter(service: any MelodyService, network: NetworkSwitch = NetworkSwitch()) -> MelodiesPresenter
  {
    let presenter = MelodiesPresenter(service: service, network: network)
    presenter.attach(view: view)
    return presenter
  }

  @Test func viewDidLoad_online_showsFormattedMelodiesWithoutNotice() async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock())

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: online"), .showLoading, .show(melodies: samples, notice: nil),
      ])
  }

  @Test func viewDidLoad_offlineFromSavedMelodies_showsOfflineNotice() async {
    // given
    let service = MelodyServiceMock(result: .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline)))
    let presenter = makePresenter(service: service, network: NetworkSwitch(isOnline: false))

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls.last == .show(melodies: samples, notice: "Offline — showing saved melodies"))
  }

  @Test func viewDidLoad_onlineButServedFromSavedMelodies_saysTheAPIIsUnreachable() async {
    // given
    let service = MelodyServiceMock(result: .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline)))
    let presenter = makePresenter(service: service, network: NetworkSwitch(isOnline: true))

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .showNetworkState("Network: online"), .showLoading,
        .show(melodies: samples, notice: "Online, but the API is unreachable — showing saved melodies"),
      ])
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func viewDidLoad_whenServiceFails_showsAlertWithItsMessage(error: MelodyServiceError) async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock(result: .failure(error)))

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls.last == .showError(title: "Could not load melodies", message: error.message))
  }

  @Test func noNetworkError_saysNothingIsSaved() async {
    // given
    let presenter = makePresenter(service: MelodyServiceMock(result: .failure(.noNetwork)))

    // when
    await settling { presenter.viewDidLoad() }

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
    await settling { presenter.refreshRequested() }

    // then
    #expect(Array(view.calls.prefix(2)) == [.showNetworkState(expected), .showLoading])
  }

  @Test func networkSwitchedOffline_flipsTheSwitchAndReloads() async {
    // given
    let network = NetworkSwitch(isOnline: true)
    let service = MelodyServiceMock()
    let presenter = makePresenter(service: service, network: network)

    // when
    await settling { presenter.networkSwitched(online: false) }

    // then
    #expect(network.isOnline == false)
    #expect(service.fetchCount == 1)
    #expect(view.calls.first == .showNetworkState("Network: offline"))
  }
}
