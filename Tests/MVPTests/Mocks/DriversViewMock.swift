@testable import MVP

/// A drivers view that records every call the presenter makes.
///
/// As a real drivers screen does, it asks its data source — the presenter — for the rows when
/// told to reload them, and records what it was answered then.
@MainActor
final class DriversViewMock: DriversViewInterface {
  enum Call: Equatable {
    case showLoading
    /// `reloadRows()`, with every row the presenter answered at that moment.
    case reloadRows(showing: [DriverRowViewData])
    case showEmptyState(message: String)
    case showSearchText(String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []
  /// The presenter the mock asks for rows, as the screen asks it.
  weak var dataSource: DriversPresenter?

  /// The rows of the last `reloadRows()` call, or `nil` when there was none.
  var lastShownDrivers: [DriverRowViewData]? {
    for call in calls.reversed() {
      if case .reloadRows(let drivers) = call { return drivers }
    }
    return nil
  }

  func showLoading() { calls.append(.showLoading) }
  func reloadRows() {
    let rows = dataSource.map { presenter in presenter.rows(in: 0..<presenter.numberOfRows) } ?? []
    calls.append(.reloadRows(showing: rows))
  }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}
