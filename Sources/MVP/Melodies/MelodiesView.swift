// MVP · melodies — online API, offline database.
//
// Start with MelodiesPresenter: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the presenter only says what each outcome looks like, including
// the offline notice and the three errors of the article. `offline` and `online` flip the
// simulated network switch and reload, as a reachability change would.
import Domain

/// One formatted melody row.
public struct MelodyViewData: Equatable, Sendable {
  public var title: String
  public var detail: String
}

/// What the melodies presenter can tell its view.
@MainActor
public protocol MelodiesView: AnyObject {
  func showNetworkState(_ text: String)
  func showLoading()
  func show(melodies: [MelodyViewData], notice: String?)
  func showError(title: String, message: String)
}
