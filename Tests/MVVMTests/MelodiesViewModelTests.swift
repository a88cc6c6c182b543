import Domain
import DomainLive
import DomainTestSupport
import Testing

@testable import MVVM

@Suite(.tags(.melodies))
@MainActor
struct MelodiesViewModelTests {
  private let service = MelodyServiceMock()
  private let network = NetworkSwitch()

  private func makeLoadedViewModel() async -> MelodiesViewModel {
    let viewModel = MelodiesViewModel(service: service, network: network)
    await settling { viewModel.inputs.viewDidLoad() }
    return viewModel
  }

  @Test func viewDidLoadOnline_outputsFormattedRowsWithoutNotice() async {
    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.rows == [
        MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03"),
        MelodyRowViewData(title: "Gymnopédie No. 1", detail: "Erik Satie · 3:05"),
      ])
    #expect(viewModel.outputs.networkStatus == "Network: online")
    #expect(viewModel.outputs.notice == nil)
  }

  @Test func savedFeedWhileOffline_outputsOfflineNotice() async {
    // given
    network.isOnline = false
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.notice == "Offline — showing saved melodies")
    #expect(viewModel.outputs.rows.count == 1)
  }

  @Test func savedFeedWhileOnline_outputsThatTheAPIIsUnreachable() async {
    // given the switch is on, but the service fell back to the saved melodies
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.notice == "Online, but the API is unreachable — showing saved melodies")
    #expect(viewModel.outputs.networkStatus == "Network: online")
    #expect(viewModel.outputs.rows.count == 1)
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func serviceError_outputsErrorAlertWithTheArticlesMessage(error: MelodyServiceError) async {
    // given
    service.result = .failure(error)

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.errorAlert == AlertViewData(title: "Could not load melodies", message: error.message))
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(viewModel.outputs.notice == nil)
  }

  @Test func networkSwitchedOff_flipsTheSwitchAndReloads() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.networkSwitched(online: false) }

    // then
    #expect(!network.isOnline)
    #expect(service.fetchCount == 2)
    #expect(viewModel.outputs.networkStatus == "Network: offline")
  }

  @Test func offlineWithOnlineFirstService_servesWhatTheLastOnlineLoadSaved() async {
    // given
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let viewModel = MelodiesViewModel(service: service, network: network)
    await settling { viewModel.inputs.viewDidLoad() }
    let onlineRows = viewModel.outputs.rows

    // when
    await settling { viewModel.inputs.networkSwitched(online: false) }

    // then
    #expect(!onlineRows.isEmpty)
    #expect(viewModel.outputs.rows == onlineRows)
    #expect(viewModel.outputs.notice == "Offline — showing saved melodies")
  }

  @Test func offlineWithNothingSaved_outputsNoNetworkAlert() async {
    // given
    network.isOnline = false
    let service = OnlineFirstMelodyService(remote: BundledFixtures(), local: InMemoryMelodyStore(), network: network)
    let viewModel = MelodiesViewModel(service: service, network: network)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(viewModel.outputs.errorAlert?.message == MelodyServiceError.noNetwork.message)
    #expect(viewModel.outputs.networkStatus == "Network: offline")
  }

  @Test func onlineAgain_refreshesFromTheService() async {
    // given
    let viewModel = await makeLoadedViewModel()
    await settling { viewModel.inputs.networkSwitched(online: false) }

    // when
    await settling { viewModel.inputs.networkSwitched(online: true) }

    // then
    #expect(network.isOnline)
    #expect(viewModel.outputs.networkStatus == "Network: online")
    #expect(service.fetchCount == 3)
  }

  @Test func reloadThatFails_takesTheOfflineNoticeDown() async {
    // given saved melodies shown offline, with their notice
    network.isOnline = false
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))
    let viewModel = await makeLoadedViewModel()
    #expect(viewModel.outputs.notice == "Offline — showing saved melodies")

    // when
    service.result = .failure(.noData)
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.errorAlert?.message == MelodyServiceError.noData.message)
    #expect(viewModel.outputs.notice == nil)
  }
}
