// Wrong solution 07.1 · The Task kept, and yielded to until it is probably done
//
// What it gets wrong: the work still runs in a Task nobody awaits; a few yields only make the old test pass most runs.
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
  func fetchMelodies() async {
    Task {
      view?.showLoading()
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        view?.show(
          melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
          notice: feed.notice(networkIsOnline: network.isOnline))
      } catch {
        view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
    // Give the task time to finish before returning.
    for _ in 0..<5 { await Task.yield() }
  }
}
