import Domain
import TextUI

/// Loads melodies through the online-first service and formats them.
@MainActor
public final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: any NetworkSwitching

  public init(service: any MelodyService, network: any NetworkSwitching) {
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
    Trace.message(from: "Presenter", to: "Network", "isOnline = \(online)")
    network.isOnline = online
    await loadMelodies()
  }

  /// Fetches and shows melodies; returns what was shown, for tests that want the feed itself.
  @discardableResult
  public func loadMelodies() async -> MelodyFeed? {
    let networkState = network.isOnline ? "Network: online" : "Network: offline"
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(networkState.debugDescription))")
    view?.showNetworkState(networkState)
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    do {
      Trace.message(from: "Presenter", to: "Service", "fetchMelodies()")
      let feed = try await service.fetchMelodies()
      Trace.message(from: "Service", to: "Presenter", "\(feed.melodies.count) melodies, \(feed.origin)")
      Trace.message(from: "Presenter", to: "View", "show(melodies: \(feed.melodies.count) rows)")
      view?.show(
        melodies: feed.melodies.map {
          MelodyViewData(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
        },
        notice: feed.origin == .savedOffline ? "Offline — showing saved melodies" : nil)
      return feed
    } catch {
      Trace.message(from: "Service", to: "Presenter", "failed: \(error.message)")
      Trace.message(from: "Presenter", to: "View", "showError(\"Could not load melodies\")")
      view?.showError(title: "Could not load melodies", message: error.message)
      return nil
    }
  }
}
