import Domain

/// The use case "find drivers by name": fetches once, then filters locally with Domain's rule.
///
/// The interactor keeps the fetched drivers (in Domain's `DriverSearch`) and the current query,
/// so a refresh keeps the search and a search never asks the service again. After a failed
/// fetch there is nothing to filter: `DriverSearch` says so until a fetch succeeds.
@MainActor
final class DriversInteractor: DriversInteractorInput {
  weak var output: (any DriversInteractorOutput)?
  private let service: any DriverService
  private var search = DriverSearch()
  private var query = SearchQuery("")
  /// The fetch in flight: a newer one cancels it, and so does the interactor's end.
  private var fetchTask: Task<Void, Never>?

  init(service: any DriverService) {
    self.service = service
  }

  deinit {
    fetchTask?.cancel()
  }

  func fetchDrivers() {
    fetchTask?.cancel()
    fetchTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let drivers = try await service.fetchDrivers()
        guard let self, !Task.isCancelled else { return }
        search.didLoad(drivers)
        output?.didFind(search.outcome(for: query))
      } catch {
        guard let self, !Task.isCancelled else { return }
        search.didFailToLoad()
        output?.didFailToFetchDrivers(with: error)
      }
    }
  }

  func filterDrivers(by query: SearchQuery) {
    self.query = query
    output?.didFind(search.outcome(for: query))
  }
}
