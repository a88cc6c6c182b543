// Wrong solution 07.3 · The error message written by hand
//
// What it gets wrong: every failure says "no network", the one message the test showed, whatever went wrong.
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
        view?.showError(
          title: "Could not load melodies", message: "No network connection, and no melodies saved for offline use.")
      }
    }
  }
}
