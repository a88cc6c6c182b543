import Domain

/// Turns view events into use-case requests, and each outcome into what the screen shows.
///
/// Melodies served from the local store come with the offline notice; every error of the
/// service becomes the error alert with the service's own sentence.
@MainActor
public final class MelodiesPresenter: MelodiesPresenterInterface, MelodiesInteractorOutput {
  public weak var view: (any MelodiesViewInterface)?
  let interactor: any MelodiesInteractorInput
  let router: any MelodiesRouterInterface

  public init(interactor: any MelodiesInteractorInput, router: any MelodiesRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: MelodiesPresenterInterface

  public func viewDidLoad() async {
    await interactor.fetchMelodies()
  }

  public func refreshRequested() async {
    await interactor.fetchMelodies()
  }

  public func networkSwitched(online: Bool) async {
    await interactor.switchNetwork(online: online)
  }

  // MARK: MelodiesInteractorOutput

  public func willFetchMelodies(networkIsOnline: Bool) {
    view?.showNetworkState(networkIsOnline ? "Network: online" : "Network: offline")
    view?.showLoading()
  }

  public func didFetch(feed: MelodyFeed) {
    view?.show(
      melodies: feed.melodies.map {
        MelodyDisplayItem(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
      },
      notice: feed.origin == .savedOffline ? "Offline — showing saved melodies" : nil)
  }

  public func didFailToFetchMelodies(with error: MelodyServiceError) {
    view?.showError(title: "Could not load melodies", message: error.message)
  }
}
