// MVP · melodies — online API, offline database.
//
// Start with MelodiesPresenter: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the presenter only says what each outcome looks like, with
// Domain's network line and notice (saved melodies say whether the network is off or the API is
// out of reach) and the three errors of the article. `offline` and `online` flip the
// simulated network switch and reload, as a reachability change would. `--trace` reports each
// presenter call at the start of the view method that receives it.

/// One formatted melody row.
struct MelodyRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the melodies presenter can tell its view.
@MainActor
protocol MelodiesViewInterface: ListViewInterface {
  func showNetworkState(_ text: String)
  func show(melodies: [MelodyRowViewData], notice: String?)
}
