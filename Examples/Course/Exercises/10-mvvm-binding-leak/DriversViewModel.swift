import Domain

/// One formatted driver row.
struct DriverRowViewData: Equatable, Sendable {
  var name: String
  var detail: String
}

/// What the drivers list shows, one state at a time.
enum DriversContent: Equatable, Sendable {
  case loading
  case rows([DriverRowViewData])
  case empty(String)
  case failed(title: String, message: String)
}

/// Loads drivers and filters them; its outputs are boxes the view binds to.
@MainActor
final class DriversViewModel {
  // Outputs
  let content = Box(DriversContent.loading)
  let searchText = Box("")

  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")
  /// The load in flight, cancelled when the view model goes.
  private var loadTask: Task<Void, Never>?

  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  // Inputs

  func viewDidLoad() {
    loadTask?.cancel()
    content.value = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        search.didLoad(drivers)
        showMatchingDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        search.didFailToLoad()
        content.value = .failed(title: FailureText.driversNotLoaded, message: error.message)
      }
    }
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    searchText.value = query.text
    showMatchingDrivers()
  }

  private func showMatchingDrivers() {
    switch search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message): content.value = .empty(message)
    case .matches(let drivers):
      content.value = .rows(
        drivers.map { DriverRowViewData(name: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
    }
  }
}
