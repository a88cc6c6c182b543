// Wrong solution 07.5 · A task nobody keeps
//
// What it gets wrong: a test can now wait for the work, but nobody keeps or cancels the task, which holds the presenter until the fetch returns, on a screen already closed.
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

  /// Loads the melodies and tells the view what to show.
  func fetchMelodies() {
    view?.showLoading()
    Task { [self] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        view?.show(
          melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
          notice: feed.notice(networkIsOnline: network.isOnline))
      } catch {
        view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
  }
}
