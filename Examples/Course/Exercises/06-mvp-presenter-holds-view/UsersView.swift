/// The formatted data of one row: the view shows strings, never a `User`.
struct UserRowViewData: Equatable, Sendable {
  var name: String
  var age: String
}

/// What the users presenter can tell its passive view.
@MainActor
protocol UsersView: AnyObject {
  func showLoading()
  func show(users: [UserRowViewData])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}
