/// The formatted data of one row: the view shows strings, never a `Driver`.
struct DriverRowViewData: Equatable, Sendable {
  var name: String
  var detail: String
}

/// What the drivers presenter can tell its passive view.
@MainActor
protocol DriversView: AnyObject {
  func showLoading()
  func show(drivers: [DriverRowViewData])
  /// No rows, with a message saying why; not an error.
  func showEmptyState(message: String)
  func showError(title: String, message: String)
  func showSearchText(_ text: String)
}
