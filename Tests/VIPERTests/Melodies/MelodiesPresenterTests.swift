import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.melodies))
@MainActor
struct MelodiesPresenterTests {
  private let view = ListViewMock()
  private let interactor = MelodiesInteractorMock()
  private let router = MelodiesRouterMock()

  private func makePresenter() -> MelodiesPresenter {
    let presenter = MelodiesPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoadAndRefresh_askTheInteractorToFetch() async {
    // given
    let presenter = makePresenter()

    // when
    presenter.viewDidLoad()
    presenter.refreshRequested()

    // then
    #expect(interactor.calls == [.fetch, .fetch])
  }

  @Test(arguments: [false, true])
  func networkSwitched_asksTheInteractorToSwitch(online: Bool) async {
    // when
    makePresenter().networkSwitched(online: online)

    // then
    #expect(interactor.calls == [.switchNetwork(online: online)])
  }

  @Test(arguments: [(true, "Network: online"), (false, "Network: offline")])
  func willFetch_showsTheNetworkLineThenLoading(online: Bool, line: String) {
    // when
    makePresenter().willFetchMelodies(networkIsOnline: online)

    // then
    #expect(view.calls == [.showNetworkState(line), .showLoading])
  }

  @Test func didFetchRemoteFeed_showsTitleArtistAndDurationWithoutNotice() {
    // when
    makePresenter().didFetch(feed: MelodyFeed(melodies: Melody.samples, origin: .remote))

    // then
    #expect(
      view.calls == [
        .show([
          ListRowDisplayItem(title: "Clair de Lune", detail: "Claude Debussy · 5:03"),
          ListRowDisplayItem(title: "Gymnopédie No. 1", detail: "Erik Satie · 3:05"),
        ])
      ])
  }

  @Test(arguments: [
    (false, "Offline — showing saved melodies"),
    (true, "Online, but the API is unreachable — showing saved melodies"),
  ])
  func didFetchSavedFeed_showsWhyTheyAreSavedOnes_forTheNetworkStateReportedBeforeTheFetch(
    online: Bool, notice: String
  ) {
    // given
    let presenter = makePresenter()
    presenter.willFetchMelodies(networkIsOnline: online)

    // when
    presenter.didFetch(feed: MelodyFeed(melodies: [Melody.stub(duration: 59)], origin: .savedOffline))

    // then
    #expect(
      view.calls.dropFirst(2) == [
        .showNotice(notice),
        .show([ListRowDisplayItem(title: "Clair de Lune", detail: "Claude Debussy · 0:59")]),
      ])
  }

  @Test(arguments: [MelodyServiceError.noNetwork, .noData, .unknownError])
  func didFail_showsErrorAlertWithTheServiceSentence(error: MelodyServiceError) {
    // when
    makePresenter().didFailToFetchMelodies(with: error)

    // then
    #expect(view.calls == [.showError(title: "Could not load melodies", message: error.message)])
  }
}
