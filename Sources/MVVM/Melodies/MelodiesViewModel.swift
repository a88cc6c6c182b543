import Domain
import Observation

/// Loads melodies through the online-first service and states the melodies screen.
@MainActor
@Observable
final class MelodiesViewModel: MelodiesViewModelType, MelodiesViewModelInputs, MelodiesViewModelOutputs {
  /// Empty until the first load reads the switch.
  private(set) var networkStatus = ""
  private(set) var notice: String?
  private var content: ListContent<MelodyRowViewData> = .loading
  @ObservationIgnored private let service: any MelodyService
  @ObservationIgnored private let network: any NetworkSwitching
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: where the melodies come from, online or saved.
  ///   - network: the switch the `offline` and `online` actions flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  deinit {
    loadTask?.cancel()
  }

  var inputs: any MelodiesViewModelInputs { self }
  var outputs: any MelodiesViewModelOutputs { self }

  // MARK: Outputs

  var rows: [MelodyRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() {
    loadMelodies()
  }

  func refreshRequested() {
    loadMelodies()
  }

  func networkSwitched(online: Bool) {
    network.isOnline = online
    loadMelodies()
  }

  /// Starts a load in a task the view model keeps, cancelling the one before: only the newest
  /// answer is shown. The task holds the view model weakly, so a closed screen ends it.
  private func loadMelodies() {
    loadTask?.cancel()
    let isOnline = network.isOnline
    networkStatus = DisplayFormat.networkLine(isOnline: isOnline)
    notice = nil
    content = .loading
    loadTask = Task { [weak self, service] in
      do throws(MelodyServiceError) {
        let feed = try await service.fetchMelodies()
        guard !Task.isCancelled else { return }
        self?.show(feed)
      } catch {
        guard !Task.isCancelled else { return }
        self?.content = .failed(AlertViewData(title: FailureText.melodiesNotLoaded, message: error.message))
      }
    }
  }

  private func show(_ feed: MelodyFeed) {
    notice = feed.notice(networkIsOnline: network.isOnline)
    content = .loaded(feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) })
  }
}
