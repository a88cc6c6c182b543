import Domain

@testable import VIPER

/// Records what the drivers interactor reported.
@MainActor
final class DriversInteractorOutputMock: DriversInteractorOutput {
  enum Call: Equatable {
    case didFind(DriverSearch.Outcome)
    case didFail(ServiceError)
  }
  private(set) var calls: [Call] = []

  func didFind(_ outcome: DriverSearch.Outcome) { calls.append(.didFind(outcome)) }
  func didFailToFetchDrivers(with error: ServiceError) { calls.append(.didFail(error)) }
}

/// Records the requests the drivers presenter made.
@MainActor
final class DriversInteractorMock: DriversInteractorInput {
  private(set) var fetchCount = 0
  private(set) var filterQueries: [SearchQuery] = []
  var onFetch: () -> Void = {}

  func fetchDrivers() {
    fetchCount += 1
    onFetch()
  }

  func filterDrivers(by query: SearchQuery) { filterQueries.append(query) }
}

/// The drivers router: nothing to record, the module leads nowhere.
@MainActor
final class DriversRouterMock: DriversRouterInterface {}
