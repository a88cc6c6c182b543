// MVP · users — "a dumb UI is a good UI".
//
// Start with UsersPresenter: it fetches, decides what the screen shows and formats every row.
// UsersScreen is passive: it draws what it is told and forwards what the user did. The
// presenter holds the view weakly (the view owns the presenter), so closing the screen frees both.
import Domain

/// The formatted data of one row: the view shows strings, never a `User`.
public struct UserViewData: Equatable, Sendable {
  public var name: String
  public var age: String
}

/// What the users presenter can tell its view.
@MainActor
public protocol UsersView: AnyObject {
  func showLoading()
  func show(users: [UserViewData])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}
