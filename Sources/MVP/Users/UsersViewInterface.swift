// MVP · users — "a dumb UI is a good UI".
//
// Start with UsersPresenter: it fetches, decides what the screen shows and formats every row.
// UsersView is passive: it draws what it is told and forwards what the user did. The
// presenter holds the view weakly (the view owns the presenter), so closing the screen frees both.
// `--trace` reports each presenter call at the start of the view method that receives it.

/// The formatted data of one row, the name and the age: the view shows strings, never a `User`.
struct UserRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the users presenter can tell its view.
@MainActor
protocol UsersViewInterface: ListViewInterface {
  func show(users: [UserRowViewData])
}
