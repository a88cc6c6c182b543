import Domain

@testable import VIPER

/// Records what the drivers interactor reported.
@MainActor
final class DriversInteractorOutputMock: DriversInteractorOutput {
  enum Call: Equatable {
    case didFind([Driver], query: String)
    case didFail(ServiceError)
  }
  private(set) var calls: [Call] = []

  func didFind(drivers: [Driver], matching query: SearchQuery) { calls.append(.didFind(drivers, query: query.text)) }
  func didFailToFetchDrivers(with error: ServiceError) { calls.append(.didFail(error)) }
}

/// Records what the drivers presenter told its view.
@MainActor
final class DriversViewMock: DriversViewInterface {
  enum Call: Equatable {
    case showLoading
    case show([DriverDisplayItem])
    case showEmptyState(String)
    case showSearchText(String)
    case showError(title: String, message: String)
  }
  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(drivers: [DriverDisplayItem]) { calls.append(.show(drivers)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message)) }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// Records the requests the drivers presenter made.
@MainActor
final class DriversInteractorMock: DriversInteractorInput {
  private(set) var fetchCount = 0
  private(set) var filterQueries: [SearchQuery] = []
  var onFetch: () -> Void = {}

  func fetchDrivers() async {
    fetchCount += 1
    onFetch()
  }

  func filterDrivers(by query: SearchQuery) { filterQueries.append(query) }
}

/// The drivers router: nothing to record, the module leads nowhere.
@MainActor
final class DriversRouterMock: DriversRouterInterface {}
