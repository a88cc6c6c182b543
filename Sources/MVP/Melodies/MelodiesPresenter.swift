import Domain

/// Loads melodies through the online-first service and formats them.
@MainActor
final class MelodiesPresenter {
  private weak var view: (any MelodiesViewInterface)?
  private let service: any MelodyService
  private let network: any NetworkSwitching
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  deinit {
    loadTask?.cancel()
  }

  func attach(view: any MelodiesViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    loadMelodies()
  }

  func refreshRequested() {
    loadMelodies()
  }

  func networkSwitched(online: Bool) {
    network.isOnline = online
    loadMelodies()
  }

  /// Starts a load in a task the presenter keeps, cancelling the one before: only the newest
  /// answer is shown. The task holds the presenter weakly, so a closed screen ends it.
  private func loadMelodies() {
    loadTask?.cancel()
    view?.showNetworkState(DisplayFormat.networkLine(isOnline: network.isOnline))
    view?.showLoading()
    loadTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard !Task.isCancelled else { return }
        self?.show(feed)
      } catch {
        guard !Task.isCancelled else { return }
        self?.view?.showError(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: MelodyFeed) {
    view?.show(
      melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
      notice: feed.notice(networkIsOnline: network.isOnline))
  }
}
