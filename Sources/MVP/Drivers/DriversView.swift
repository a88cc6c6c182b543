// MVP · drivers — fetch once, filter as the user types.
//
// Start with DriversPresenter: it keeps the fetched drivers, asks Domain's SearchQuery which
// ones match, and formats rows. The search rule lives in Domain, not here; where it is called
// from is what MVP teaches. DriversScreen forwards search text and shows what it is told.
import Domain

/// One formatted row of the drivers list.
public struct DriverViewData: Equatable, Sendable {
  public var name: String
  public var detail: String
}

/// What the drivers presenter can tell its view.
@MainActor
public protocol DriversView: AnyObject {
  func showLoading()
  func show(drivers: [DriverViewData])
  func showEmptyState(message: String)
  func showSearchText(_ text: String)
  func showError(title: String, message: String)
}
