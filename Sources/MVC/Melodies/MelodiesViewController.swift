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
  private let network: any NetworkSwitching

  /// - Parameters:
  ///   - service: where melodies come from, online or saved.
  ///   - network: the switch `offline` and `online` flip.
  public init(service: any MelodyService, network: any NetworkSwitching) {
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
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await loadMelodies()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline:
      Trace.message(from: "View", to: "Controller", "networkSwitched(online: false)")
      await networkSwitched(online: false)
    case .online:
      Trace.message(from: "View", to: "Controller", "networkSwitched(online: true)")
      await networkSwitched(online: true)
    case .refresh:
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      await loadMelodies()
    default: break
    }
  }

  private func networkSwitched(online: Bool) async {
    Trace.message(from: "Controller", to: "Network", "isOnline = \(online)")
    network.isOnline = online
    await loadMelodies()
  }

  private func loadMelodies() async {
    let networkLine = network.isOnline ? "Network: online" : "Network: offline"
    Trace.message(from: "Controller", to: "View", "networkLine = \(networkLine.debugDescription)")
    textView.networkLine = networkLine
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    Trace.message(from: "Controller", to: "View", "banner = nil")
    textView.banner = nil
    Trace.message(from: "Controller", to: "View", "table.content = .loading")
    textView.table.content = .loading
    let content: TableView.Content
    do {
      Trace.message(from: "Controller", to: "Service", "fetchMelodies()")
      let feed = try await service.fetchMelodies()
      Trace.message(from: "Service", to: "Controller", "\(feed.melodies.count) melodies, \(feed.origin)")
      if feed.origin == .savedOffline {
        Trace.message(from: "Controller", to: "View", "banner = Banner(\"Offline — showing saved melodies\")")
        textView.banner = Banner("Offline — showing saved melodies")
      }
      content = .rows(
        feed.melodies.map {
          Row(title: $0.title, detail: "\($0.artist) · \(DisplayFormat.minutesSeconds($0.duration))")
        })
    } catch {
      Trace.message(from: "Service", to: "Controller", "failed: \(error.message)")
      Trace.message(from: "Controller", to: "View", "alert = Alert(\"Could not load melodies\")")
      textView.alert = Alert(title: "Could not load melodies", message: error.message)
      content = .rows([])
    }
    Trace.message(from: "Controller", to: "View", "table.content = \(content.traced)")
    textView.table.content = content
  }
}
