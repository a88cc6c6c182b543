// MVC · melodies — online API, offline database.
//
// Start with MelodiesViewController: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the controller flips the network switch on `offline` and
// `online`, reloads as a reachability change would, and says what each outcome looks like —
// the network line, the notice that the melodies are saved ones (offline, or the API out of
// reach), the rows and the three errors of the article; the lines themselves are Domain's.
// The view reports each property the controller sets to `--trace`; the controller itself
// holds no tracing.
import Domain
import TextUI

/// Loads melodies through the melody service and shows them in its ``MelodiesTextView``.
@MainActor
final class MelodiesViewController: Screen {
  /// The view this controller owns and fills.
  let textView = MelodiesTextView()
  private let service: any MelodyService
  private let network: any NetworkSwitching

  /// - Parameters:
  ///   - service: where melodies come from, online or saved.
  ///   - network: the switch `offline` and `online` flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  let title = "Melodies"
  let acceptedActions: [UserAction.Kind] = [.offline, .online, .refresh]

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    await viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline: await networkSwitched(online: false)
    case .online: await networkSwitched(online: true)
    case .refresh: await refreshRequested()
    default: break
    }
  }

  private func viewDidLoad() async {
    await loadMelodies()
  }

  private func networkSwitched(online: Bool) async {
    network.isOnline = online
    await loadMelodies()
  }

  private func refreshRequested() async {
    await loadMelodies()
  }

  private func loadMelodies() async {
    textView.networkLine = DisplayFormat.networkLine(isOnline: network.isOnline)
    textView.notice = nil
    textView.content = .loading
    do {
      let feed = try await service.fetchMelodies()
      if let notice = feed.notice(networkIsOnline: network.isOnline) {
        textView.notice = Banner(notice)
      }
      textView.content = .rows(
        feed.melodies.map { Row(title: $0.title, detail: DisplayFormat.melodyDetail($0)) })
    } catch {
      textView.content = .alert(title: FailureText.melodiesNotLoaded, message: error.message)
    }
  }
}
