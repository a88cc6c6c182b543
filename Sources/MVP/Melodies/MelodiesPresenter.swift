import Domain

/// Loads melodies through the online-first service and formats them.
@MainActor
public final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: NetworkSwitch

  public init(service: any MelodyService, network: NetworkSwitch) {
    self.service = service
    self.network = network
  }

  public func attach(view: any MelodiesView) {
    self.view = view
  }

  public func detach() {
    view = nil
  }

  public func viewDidLoad() async {
    await loadMelodies()
  }

  public func refreshRequested() async {
    await loadMelodies()
  }

  public func networkSwitched(online: Bool) async {
    network.isOnline = online
    await loadMelodies()
  }

  /// Fetches and shows melodies; returns what was shown, for tests that want the feed itself.
  @discardableResult
  public func loadMelodies() async -> MelodyFeed? {
    view?.showNetworkState(network.isOnline ? "Network: online" : "Network: offline")
    view?.showLoading()
    do {
      let feed = try await service.fetchMelodies()
      view?.show(
        melodies: feed.melodies.map {
          MelodyViewData(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
        },
        notice: feed.origin == .savedOffline ? "Offline — showing saved melodies" : nil)
      return feed
    } catch {
      view?.showError(title: "Could not load melodies", message: error.message)
      return nil
    }
  }
}
