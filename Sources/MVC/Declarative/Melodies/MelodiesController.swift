// MVC · melodies, declarative — online API, offline database.
//
// Start with MelodiesController: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the controller flips the network switch on `offline` and
// `online`, reloads as a reachability change would, and holds what each outcome looks like —
// the network line, the notice that the melodies are saved ones, the rows and the errors; the
// lines themselves are Domain's. MelodiesScreen reads them and calls it for the user's events.
import Domain
import Observation
import TextUI

/// Loads melodies through the melody service and holds what the melodies screen shows.
@Observable
@MainActor
final class MelodiesController {
  /// Whether the network is on, as a line: `Network: online`.
  private(set) var networkLine = ""
  /// The notice that the melodies shown are saved ones, or `nil`.
  private(set) var notice: String?
  /// What the list shows.
  private(set) var content = ListContent.loading
  @ObservationIgnored private let service: any MelodyService
  @ObservationIgnored private let network: any NetworkSwitching
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

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

  /// The screen appeared: the first load.
  func viewDidLoad() {
    loadMelodies()
  }

  /// The user switched the network off or on: a reload, as a reachability change makes.
  func networkSwitched(online: Bool) {
    network.isOnline = online
    loadMelodies()
  }

  /// The user pulled to refresh.
  func refreshRequested() {
    loadMelodies()
  }

  /// Starts a load in a task the controller keeps, cancelling the one before: only the newest
  /// answer is shown. The task holds the controller weakly, so a closed screen ends it.
  private func loadMelodies() {
    loadTask?.cancel()
    networkLine = DisplayFormat.networkLine(isOnline: network.isOnline)
    notice = nil
    content = .loading
    loadTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard !Task.isCancelled else { return }
        self?.show(feed)
      } catch {
        guard !Task.isCancelled else { return }
        self?.content = .alert(title: FailureText.melodiesNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: MelodyFeed) {
    if let notice = feed.notice(networkIsOnline: network.isOnline) {
      self.notice = notice
    }
    content = .rows(feed.melodies.map { Row(title: $0.title, detail: DisplayFormat.melodyDetail($0)) })
  }
}
