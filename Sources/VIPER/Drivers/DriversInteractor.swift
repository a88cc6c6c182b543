import Domain
import TextUI

/// The use case "find drivers by name": fetches once, then filters locally with Domain's rule.
///
/// The interactor keeps the fetched drivers and the current query, so a refresh keeps the
/// search and a search never asks the service again. After a failed fetch there is nothing to
/// filter: a search keeps the query and reports nothing until a fetch succeeds.
@MainActor
public final class DriversInteractor: DriversInteractorInput {
  public weak var output: (any DriversInteractorOutput)?
  private let service: any DriverService
  /// The fetched drivers, or `nil` when the last fetch failed.
  private var allDrivers: [Driver]?
  private var query = SearchQuery("")

  public init(service: any DriverService) {
    self.service = service
  }

  public func fetchDrivers() async {
    do {
      Trace.message(from: "Interactor", to: "Service", "fetchDrivers()")
      let drivers = try await service.fetchDrivers()
      Trace.message(from: "Service", to: "Interactor", "\(drivers.count) drivers")
      allDrivers = drivers
    } catch {
      Trace.message(from: "Service", to: "Interactor", "failed: \(error.message)")
      allDrivers = nil
      Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchDrivers(with: error)")
      output?.didFailToFetchDrivers(with: error)
      return
    }
    reportMatches()
  }

  public func filterDrivers(by query: SearchQuery) {
    self.query = query
    reportMatches()
  }

  private func reportMatches() {
    guard let allDrivers else { return }
    let matches = query.filter(allDrivers, by: \.fullName)
    Trace.message(
      from: "Interactor", to: "Presenter",
      "didFind(drivers: \(matches.count) drivers, matching: \(query.text.debugDescription))")
    output?.didFind(drivers: matches, matching: query)
  }
}
