// Solution 07 · MVP · The test that checked nothing
//
// The work runs in a `Task` the presenter starts from `fetchMelodies()` and keeps: it belongs
// to the caller's work, so a test's `settling { … }` waits for it and then checks, with no
// closure that might run too late. A newer fetch cancels it, and so does the presenter's end;
// it holds the presenter weakly. And a failure is shown as the error it is (the article's
// three errors, with Domain's messages), not as an empty list.
import Domain

/// Loads melodies through the online-first service and tells a passive ``MelodiesView``.
@MainActor
final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: any NetworkStatus
  /// The fetch in flight: a newer one cancels it, and so does the presenter's end.
  private var fetchTask: Task<Void, Never>?

  init(service: any MelodyService, network: any NetworkStatus) {
    self.service = service
    self.network = network
  }

  deinit {
    fetchTask?.cancel()
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any MelodiesView) {
    self.view = view
  }

  /// Loads the melodies and tells the view what to show, in a task the presenter keeps.
  func fetchMelodies() {
    fetchTask?.cancel()
    view?.showLoading()
    fetchTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard let self, !Task.isCancelled else { return }
        view?.show(
          melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
          notice: feed.notice(networkIsOnline: network.isOnline))
      } catch {
        guard let self, !Task.isCancelled else { return }
        view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
  }
}
