import Domain

/// The use case "get melodies, online or not": owns the network switch, asks the service.
///
/// Which source serves the melodies is the service's rule, not this type's; the interactor
/// reports the network state before each request and the outcome after it.
@MainActor
final class MelodiesInteractor: MelodiesInteractorInput {
  weak var output: (any MelodiesInteractorOutput)?
  private let service: any MelodyService
  private let network: any NetworkSwitching
  /// The fetch in flight: a newer one cancels it, and so does the interactor's end.
  private var fetchTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: the melody service, reading `network` itself.
  ///   - network: the switch that `offline` and `online` flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  deinit {
    fetchTask?.cancel()
  }

  func fetchMelodies() {
    fetch()
  }

  func switchNetwork(online: Bool) {
    network.isOnline = online
    fetch()
  }

  /// Starts a fetch in a task the interactor keeps, cancelling the one before: only the newest
  /// answer reaches the presenter. The task holds the interactor weakly, so a closed module ends it.
  private func fetch() {
    fetchTask?.cancel()
    output?.willFetchMelodies(networkIsOnline: network.isOnline)
    fetchTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard !Task.isCancelled else { return }
        self?.output?.didFetch(feed: feed)
      } catch {
        guard !Task.isCancelled else { return }
        self?.output?.didFailToFetchMelodies(with: error)
      }
    }
  }
}
