// Exercise 08 · MVP · Port the users screen from MVC
//
// What it teaches: what moves where when a controller becomes a presenter and a passive view.
// `UsersViewController.swift` is the MVC screen, which loads, decides and formats in one
// class. Port it: the presenter loads, decides what the screen shows (the empty state
// included) and formats every row into `UserRowViewData`; it imports no TextUI (a test reads
// its imports). The screen decides nothing: each `UsersView` method draws what it is told, and
// the screen forwards what the user did. The grade is behaviour: your screen must print, frame
// for frame, the transcripts the kit's parity suite holds for `users` in every pattern (read
// where the suite keeps them, Tests/ParityTests/Transcripts/users in the kit), and the
// presenter must tell a spy view each state.
//
// Where to look: `UsersViewController.loadUsers()`, then the stubs here and in
// UsersScreen.swift; `UsersView.swift` is the protocol between the two.
// Check: `archdemo course check 8`.
import Domain

/// Loads users and turns them into view data for a passive ``UsersView``.
@MainActor
final class UsersPresenter {
  private weak var view: (any UsersView)?
  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any UsersView) {
    self.view = view
  }

  func viewDidLoad() {
    // A stub: load the users and tell the view, as UsersViewController.loadUsers() does.
  }

  func refreshRequested() {
    // A stub: load again.
  }
}
