import Domain
import Tracing

/// The use case "get melodies, online or not": owns the network switch, asks the service.
///
/// Which source serves the melodies is the service's rule, not this type's; the interactor
/// reports the network state before each request and the outcome after it.
@MainActor
final class MelodiesInteractor: MelodiesInteractorInput {
  weak var output: (any MelodiesInteractorOutput)?
  private let service: any MelodyService
  private let network: any NetworkSwitching

  /// - Parameters:
  ///   - service: the melody service, reading `network` itself.
  ///   - network: the switch that `offline` and `online` flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  func fetchMelodies() async {
    Trace.message(from: "Presenter", to: "Interactor", "fetchMelodies()")
    await fetch()
  }

  func switchNetwork(online: Bool) async {
    Trace.message(from: "Presenter", to: "Interactor", "switchNetwork(online: \(online))")
    network.isOnline = online
    await fetch()
  }

  private func fetch() async {
    output?.willFetchMelodies(networkIsOnline: network.isOnline)
    do {
      let feed = try await service.fetchMelodies()
      output?.didFetch(feed: feed)
    } catch {
      output?.didFailToFetchMelodies(with: error)
    }
  }
}
