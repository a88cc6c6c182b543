import Domain

/// Turns view events into use-case requests, and each outcome into what the screen shows.
///
/// Melodies served from the local store come with Domain's notice saying why (offline, or the
/// API out of reach while online); every error of the service becomes the error alert with the
/// service's own sentence.
@MainActor
final class MelodiesPresenter: MelodiesPresenterInterface, MelodiesInteractorOutput {
  weak var view: (any MelodiesViewInterface)?
  let interactor: any MelodiesInteractorInput
  let router: any MelodiesRouterInterface
  /// The network state the interactor reported before the fetch under way, shown on the
  /// network line; the notice of saved melodies agrees with it.
  private var networkIsOnline = true

  init(interactor: any MelodiesInteractorInput, router: any MelodiesRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: MelodiesPresenterInterface

  func viewDidLoad() {
    interactor.fetchMelodies()
  }

  func refreshRequested() {
    interactor.fetchMelodies()
  }

  func networkSwitched(online: Bool) {
    interactor.switchNetwork(online: online)
  }

  // MARK: MelodiesInteractorOutput

  func willFetchMelodies(networkIsOnline: Bool) {
    self.networkIsOnline = networkIsOnline
    view?.showNetworkState(DisplayFormat.networkLine(isOnline: networkIsOnline))
    view?.showLoading()
  }

  func didFetch(feed: MelodyFeed) {
    if let notice = feed.notice(networkIsOnline: networkIsOnline) {
      view?.showNotice(notice)
    }
    view?.show(rows: feed.melodies.map { ListRowDisplayItem(title: $0.title, detail: DisplayFormat.melodyDetail($0)) })
  }

  func didFailToFetchMelodies(with error: MelodyServiceError) {
    view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
  }
}
