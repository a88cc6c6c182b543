// MVC · melodies — online API, offline database.
//
// Start with MelodiesViewController: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the controller flips the network switch on `offline` and
// `online`, reloads as a reachability change would, and says what each outcome looks like —
// the network line, the offline banner, the rows and the three errors of the article.
import Domain
import TextUI

/// Loads melodies through the melody service and shows them in its ``MelodiesTextView``.
@MainActor
public final class MelodiesViewController: Screen {
  /// The view this controller owns and fills.
  public let textView = MelodiesTextView()
  private let service: any MelodyService
  private let network: NetworkSwitch

  /// - Parameters:
  ///   - service: where melodies come from, online or saved.
  ///   - network: the switch `offline` and `online` flip.
  public init(service: any MelodyService, network: NetworkSwitch) {
    self.service = service
    self.network = network
  }

  public let title = "Melodies"
  public let acceptedActions: [UserAction.Kind] = [.offline, .online, .refresh]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: loads the melodies.
  public func screenDidAppear() async {
    await loadMelodies()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline: await networkSwitched(online: false)
    case .online: await networkSwitched(online: true)
    case .refresh: await loadMelodies()
    default: break
    }
  }

  private func networkSwitched(online: Bool) async {
    network.isOnline = online
    await loadMelodies()
  }

  private func loadMelodies() async {
    textView.networkLine = network.isOnline ? "Network: online" : "Network: offline"
    textView.alert = nil
    textView.banner = nil
    textView.table.content = .loading
    do {
      let feed = try await service.fetchMelodies()
      textView.banner = feed.origin == .savedOffline ? Banner("Offline — showing saved melodies") : nil
      textView.table.content = .rows(
        feed.melodies.map {
          Row(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
        })
    } catch {
      textView.alert = Alert(title: "Could not load melodies", message: error.message)
      textView.table.content = .rows([])
    }
  }
}
