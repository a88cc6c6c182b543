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
import Tracing

/// Loads melodies through the melody service and shows them in its ``MelodiesTextView``.
@MainActor
final class MelodiesViewController: TableScreen {
  /// The view this controller owns and fills.
  let textView = MelodiesTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { textView.table }
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

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .offline { [self] in
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: false)")
        await networkSwitched(online: false)
      },
      .online { [self] in
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: true)")
        await networkSwitched(online: true)
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        await refreshRequested()
      },
    ]
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
