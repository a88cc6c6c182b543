// VIPER · melodies — online API, offline database.
//
// Start with MelodiesInteractor: it owns the network switch and asks the melody service, whose
// online/offline fallback is Domain's rule (OnlineFirstMelodyService). Before each request it
// reports whether the network is up; MelodiesPresenter turns that into the network line and the
// loading state, and each outcome into rows, Domain's notice for saved melodies (offline, or
// online with the API out of reach) or the article's three errors.
// MelodiesRouter.assembleModule wires the module. In `--trace`, what the interactor and the
// presenter call on each other is reported by the decorators assembleModule wires between them
// (Tracing/MelodiesModule+Trace.swift), so neither mentions tracing.
import Domain

/// What the presenter tells the view (presenter → view): a list under the network line.
@MainActor
protocol MelodiesViewInterface: ListViewInterface {
  func showNetworkState(_ text: String)
  /// Shows a one-line notice above the rows, e.g. that they were saved offline; loading, an
  /// empty state or an error hide it.
  func showNotice(_ text: String?)
}

/// What the view tells the presenter (view → presenter).
@MainActor
protocol MelodiesPresenterInterface: AnyObject {
  func viewDidLoad()
  func refreshRequested()
  func networkSwitched(online: Bool)
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
protocol MelodiesInteractorInput: AnyObject {
  /// Fetches melodies from wherever they can be had now and reports the outcome.
  func fetchMelodies()
  /// Flips the network switch, then fetches again, as a reachability change would.
  func switchNetwork(online: Bool)
}

/// What the use case reports back (interactor → presenter).
@MainActor
protocol MelodiesInteractorOutput: AnyObject {
  /// A fetch is about to start, with the network in this state.
  func willFetchMelodies(networkIsOnline: Bool)
  func didFetch(feed: MelodyFeed)
  func didFailToFetchMelodies(with error: MelodyServiceError)
}

/// Where the melodies module can go (presenter → router): nowhere yet.
@MainActor
protocol MelodiesRouterInterface: AnyObject {}
