// VIPER · tracing the melodies module — what crosses the presenter ↔ interactor seam.
//
// MelodiesRouter.assembleModule wires these decorators between the presenter and the
// interactor, where no view stands to report their messages: each reports the call it receives
// to `--trace`, then forwards it.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingMelodiesInteractor: MelodiesInteractorInput {
  /// The interactor the requests go to.
  let interactor: any MelodiesInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingMelodiesInteractorOutput()

  init(_ interactor: any MelodiesInteractorInput) {
    self.interactor = interactor
  }

  func fetchMelodies() {
    Trace.message(from: "Presenter", to: "Interactor", "fetchMelodies()")
    interactor.fetchMelodies()
  }

  func switchNetwork(online: Bool) {
    Trace.message(from: "Presenter", to: "Interactor", "switchNetwork(online: \(online))")
    interactor.switchNetwork(online: online)
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingMelodiesInteractorOutput: MelodiesInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any MelodiesInteractorOutput)?

  func willFetchMelodies(networkIsOnline: Bool) {
    Trace.message(from: "Interactor", to: "Presenter", "willFetchMelodies(networkIsOnline: \(networkIsOnline))")
    presenter?.willFetchMelodies(networkIsOnline: networkIsOnline)
  }

  func didFetch(feed: MelodyFeed) {
    Trace.message(from: "Interactor", to: "Presenter", "didFetch(feed: \(count: feed.melodies.count, "song"))")
    presenter?.didFetch(feed: feed)
  }

  func didFailToFetchMelodies(with error: MelodyServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchMelodies(with: .\(error))")
    presenter?.didFailToFetchMelodies(with: error)
  }
}
