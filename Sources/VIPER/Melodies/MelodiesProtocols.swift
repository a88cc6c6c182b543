// VIPER · melodies — online API, offline database.
//
// Start with MelodiesInteractor: it owns the network switch and asks the melody service, whose
// online/offline fallback is Domain's rule (OnlineFirstMelodyService). Before each request it
// reports whether the network is up; MelodiesPresenter turns that into the network line and the
// loading state, and each outcome into rows, the offline notice or the article's three errors.
// MelodiesRouter.assembleModule wires the module.
import Domain

/// One formatted melody row.
public struct MelodyDisplayItem: Equatable, Sendable {
  public var title: String
  public var detail: String

  public init(title: String, detail: String) {
    self.title = title
    self.detail = detail
  }
}

/// What the presenter tells the view (presenter → view).
@MainActor
public protocol MelodiesViewInterface: AnyObject {
  func showNetworkState(_ text: String)
  func showLoading()
  func show(melodies: [MelodyDisplayItem], notice: String?)
  func showError(title: String, message: String)
}

/// What the view tells the presenter (view → presenter).
@MainActor
public protocol MelodiesPresenterInterface: AnyObject {
  func viewDidLoad() async
  func refreshRequested() async
  func networkSwitched(online: Bool) async
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol MelodiesInteractorInput: AnyObject {
  /// Fetches melodies from wherever they can be had now and reports the outcome.
  func fetchMelodies() async
  /// Flips the network switch, then fetches again, as a reachability change would.
  func switchNetwork(online: Bool) async
}

/// What the use case reports back (interactor → presenter).
@MainActor
public protocol MelodiesInteractorOutput: AnyObject {
  /// A fetch is about to start, with the network in this state.
  func willFetchMelodies(networkIsOnline: Bool)
  func didFetch(feed: MelodyFeed)
  func didFailToFetchMelodies(with error: MelodyServiceError)
}

/// Where the melodies module can go (presenter → router): nowhere yet.
@MainActor
public protocol MelodiesRouterInterface: AnyObject {}
