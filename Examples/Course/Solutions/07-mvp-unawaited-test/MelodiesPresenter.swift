// Solution 07 · MVP · The test that checked nothing
//
// The work runs inside `fetchMelodies()` itself, so when a caller's `await` returns, the view
// has been told everything: a test awaits and then checks, with no closure that might run too
// late. And a failure is shown as the error it is (the article's three errors, with Domain's
// messages), not as an empty list.
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
      view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
    }
  }
}
