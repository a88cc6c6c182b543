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

  /// - Parameters:
  ///   - service: where the melodies come from, online or saved.
  ///   - network: the switch the `offline` and `online` actions flip.
  init(service: any MelodyService, network: any NetworkSwitching) {
    self.service = service
    self.network = network
  }

  var inputs: any MelodiesViewModelInputs { self }
  var outputs: any MelodiesViewModelOutputs { self }

  // MARK: Outputs

  var rows: [MelodyRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() async {
    await loadMelodies()
  }

  func refreshRequested() async {
    await loadMelodies()
  }

  func networkSwitched(online: Bool) async {
    network.isOnline = online
    await loadMelodies()
  }

  private func loadMelodies() async {
    let isOnline = network.isOnline
    networkStatus = DisplayFormat.networkLine(isOnline: isOnline)
    notice = nil
    content = .loading
    do {
      let feed = try await service.fetchMelodies()
      notice = feed.notice(networkIsOnline: isOnline)
      content = .loaded(
        feed.melodies.map {
          MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0))
        })
    } catch {
      content = .failed(AlertViewData(title: FailureText.melodiesNotLoaded, message: error.message))
    }
  }
}
