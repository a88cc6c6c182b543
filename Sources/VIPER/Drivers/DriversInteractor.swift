import Domain
import Tracing

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

  init(service: any DriverService) {
    self.service = service
  }

  func fetchDrivers() async {
    Trace.message(from: "Presenter", to: "Interactor", "fetchDrivers()")
    do {
      search.didLoad(try await service.fetchDrivers())
    } catch {
      search.didFailToLoad()
      output?.didFailToFetchDrivers(with: error)
      return
    }
    output?.didFind(search.outcome(for: query))
  }

  func filterDrivers(by query: SearchQuery) {
    Trace.message(from: "Presenter", to: "Interactor", "filterDrivers(by: \(literal: query.text))")
    self.query = query
    output?.didFind(search.outcome(for: query))
  }
}
