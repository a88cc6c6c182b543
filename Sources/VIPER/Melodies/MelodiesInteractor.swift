import Domain
import TextUI

/// The use case "get melodies, online or not": owns the network switch, asks the service.
///
/// Which source serves the melodies is the service's rule, not this type's; the interactor
/// reports the network state before each request and the outcome after it.
@MainActor
public final class MelodiesInteractor: MelodiesInteractorInput {
  public weak var output: (any MelodiesInteractorOutput)?
  private let service: any MelodyService
  private let network: any NetworkSwitching

  /// - Parameters:
  ///   - service: the melody service, reading `network` itself.
  ///   - network: the switch that `offline` and `online` flip.
  public init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  public func fetchMelodies() async {
    let isOnline = network.isOnline
    Trace.message(from: "Interactor", to: "Presenter", "willFetchMelodies(networkIsOnline: \(isOnline))")
    output?.willFetchMelodies(networkIsOnline: isOnline)
    let feed: MelodyFeed
    do {
      Trace.message(from: "Interactor", to: "Service", "fetchMelodies()")
      feed = try await service.fetchMelodies()
    } catch {
      Trace.message(from: "Service", to: "Interactor", "failed: \(error.message)")
      Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchMelodies(with: .\(error))")
      output?.didFailToFetchMelodies(with: error)
      return
    }
    Trace.message(
      from: "Service", to: "Interactor",
      "\(feed.melodies.count) melodies\(feed.origin == .savedOffline ? " (saved offline)" : "")")
    Trace.message(from: "Interactor", to: "Presenter", "didFetch(feed: \(feed.melodies.count) melodies)")
    output?.didFetch(feed: feed)
  }

  public func switchNetwork(online: Bool) async {
    network.isOnline = online
    await fetchMelodies()
  }
}
