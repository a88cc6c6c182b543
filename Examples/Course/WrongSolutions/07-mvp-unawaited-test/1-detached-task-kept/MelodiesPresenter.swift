// Wrong solution 07.1 · The detached task, kept and cancelled
//
// What it gets wrong: the presenter keeps and cancels the task, but it is still detached, so no caller can wait for the work and the tests check before it ran.
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
    fetchTask = Task.detached { [weak self] in
      await self?.loadMelodies()
    }
  }

  private func loadMelodies() async {
    view?.showLoading()
    do throws(MelodyServiceError) {
      let feed = try await service.fetchMelodies()
      guard !Task.isCancelled else { return }
      view?.show(
        melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
        notice: feed.notice(networkIsOnline: network.isOnline))
    } catch {
      guard !Task.isCancelled else { return }
      view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
    }
  }
}
