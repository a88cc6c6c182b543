import Domain
import TextUI

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
    Trace.message(from: "Presenter", to: "Interactor", "fetchMelodies()")
    await interactor.fetchMelodies()
  }

  public func refreshRequested() async {
    Trace.message(from: "Presenter", to: "Interactor", "fetchMelodies()")
    await interactor.fetchMelodies()
  }

  public func networkSwitched(online: Bool) async {
    Trace.message(from: "Presenter", to: "Interactor", "switchNetwork(online: \(online))")
    await interactor.switchNetwork(online: online)
  }

  // MARK: MelodiesInteractorOutput

  public func willFetchMelodies(networkIsOnline: Bool) {
    let networkState = networkIsOnline ? "Network: online" : "Network: offline"
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(networkState.debugDescription))")
    view?.showNetworkState(networkState)
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
  }

  public func didFetch(feed: MelodyFeed) {
    let notice = feed.origin == .savedOffline ? "Offline — showing saved melodies" : nil
    Trace.message(
      from: "Presenter", to: "View",
      "show(melodies: \(feed.melodies.count) rows, notice: \(notice?.debugDescription ?? "nil"))")
    view?.show(
      melodies: feed.melodies.map {
        MelodyDisplayItem(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
      },
      notice: notice)
  }

  public func didFailToFetchMelodies(with error: MelodyServiceError) {
    Trace.message(from: "Presenter", to: "View", "showError(\"Could not load melodies\")")
    view?.showError(title: "Could not load melodies", message: error.message)
  }
}
