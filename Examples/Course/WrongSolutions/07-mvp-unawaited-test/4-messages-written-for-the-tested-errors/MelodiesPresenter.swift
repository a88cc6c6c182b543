// Wrong solution 07.4 · A message written by hand for each error
//
// What it gets wrong: the two errors the tests named say the right thing, but the third gets a message made up, not Domain's.
import Domain

/// Loads melodies through the online-first service and tells a passive ``MelodiesView``.
@MainActor
final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: any NetworkStatus

  init(service: any MelodyService, network: any NetworkStatus) {
    self.service = service
    self.network = network
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any MelodiesView) {
    self.view = view
  }

  /// Loads the melodies and tells the view what to show; returns when it has.
  func fetchMelodies() async {
    view?.showLoading()
    do {
      let feed = try await service.fetchMelodies()
      view?.show(
        melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
        notice: feed.notice(networkIsOnline: network.isOnline))
    } catch {
      let message =
        switch error {
        case .noNetwork: "No network connection, and no melodies saved for offline use."
        case .noData: "The server returned no melodies."
        case .unknownError: "Unknown error."
        }
      view?.showError(title: FailureText.melodiesNotLoaded, message: message)
    }
  }
}
