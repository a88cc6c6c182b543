import Domain

/// Loads melodies through the online-first service and formats them.
@MainActor
final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: any NetworkSwitching

  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  func attach(view: any MelodiesView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadMelodies()
  }

  func refreshRequested() async {
    await loadMelodies()
  }

  func networkSwitched(online: Bool) async {
    network.isOnline = online
    await loadMelodies()
  }

  private func loadMelodies() async {
    view?.showNetworkState(DisplayFormat.networkLine(isOnline: network.isOnline))
    view?.showLoading()
    do {
      let feed = try await service.fetchMelodies()
      view?.show(
        melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
        notice: feed.notice(networkIsOnline: network.isOnline))
    } catch {
      view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
    }
  }
}
