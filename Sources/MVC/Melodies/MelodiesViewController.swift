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
  let contentView = MelodiesTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let service: any MelodyService
  private let network: any NetworkSwitching
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: where melodies come from, online or saved.
  ///   - network: the switch `offline` and `online` flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "Melodies"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .offline { [self] in
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: false)")
        networkSwitched(online: false)
      },
      .online { [self] in
        Trace.message(from: "View", to: "Controller", "networkSwitched(online: true)")
        networkSwitched(online: true)
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        refreshRequested()
      },
    ]
  }

  private func viewDidLoad() {
    loadMelodies()
  }

  private func networkSwitched(online: Bool) {
    network.isOnline = online
    loadMelodies()
  }

  private func refreshRequested() {
    loadMelodies()
  }

  /// Starts a load in a task the controller keeps, cancelling the one before: only the newest
  /// answer is shown. The task holds the controller weakly, so a closed screen ends it.
  private func loadMelodies() {
    loadTask?.cancel()
    contentView.networkLine = DisplayFormat.networkLine(isOnline: network.isOnline)
    contentView.notice = nil
    contentView.content = .loading
    loadTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard !Task.isCancelled else { return }
        self?.show(feed)
      } catch {
        guard !Task.isCancelled else { return }
        self?.contentView.content = .alert(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: MelodyFeed) {
    if let notice = feed.notice(networkIsOnline: network.isOnline) {
      contentView.notice = Banner(notice)
    }
    contentView.content = .rows(feed.melodies.map { Row(title: $0.title, detail: DisplayFormat.melodyDetail($0)) })
  }
}
