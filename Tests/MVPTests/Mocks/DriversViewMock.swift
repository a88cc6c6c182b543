@testable import MVP

/// A drivers view that records every call the presenter makes.
@MainActor
final class DriversViewMock: DriversView {
  enum Call: Equatable {
    case showLoading
    case show(drivers: [DriverRowViewData])
    case showEmptyState(message: String)
    case showSearchText(String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  /// The rows of the last `show(drivers:)` call, or `nil` when there was none.
  var lastShownDrivers: [DriverRowViewData]? {
    for call in calls.reversed() {
      if case .show(let drivers) = call { return drivers }
    }
    return nil
  }

  func showLoading() { calls.append(.showLoading) }
  func show(drivers: [DriverRowViewData]) { calls.append(.show(drivers: drivers)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}
