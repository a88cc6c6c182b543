// VIPER · users — "a dumb UI is a good UI", split into View, Interactor, Presenter, Entity, Router.
//
// Start with UsersRouter.assembleModule: the module is built and wired in that one place. Then
// read the protocols below, one per direction. UsersView tells UsersPresenter what happened;
// the presenter asks UsersInteractor (the use case) to fetch; the interactor reports entities
// (Domain's `User`) back through UsersInteractorOutput; the presenter formats rows for the view.
// Every back-reference (presenter → view, interactor → presenter, router → view) is weak.
import Domain

/// One formatted row: the view shows strings, never a `User`.
public struct UserDisplayItem: Equatable, Sendable {
  public var name: String
  public var age: String

  public init(name: String, age: String) {
    self.name = name
    self.age = age
  }
}

/// What the presenter tells the view (presenter → view).
@MainActor
public protocol UsersViewInterface: AnyObject {
  func showLoading()
  func show(users: [UserDisplayItem])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}

/// What the view tells the presenter (view → presenter): events named for what happened.
@MainActor
public protocol UsersPresenterInterface: AnyObject {
  func viewDidLoad() async
  func refreshRequested() async
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol UsersInteractorInput: AnyObject {
  /// Fetches every user and reports the outcome to the output; returns when it has.
  func fetchUsers() async
}

/// What the use case reports back (interactor → presenter), as entities, not view data.
@MainActor
public protocol UsersInteractorOutput: AnyObject {
  func didFetch(users: [User])
  func didFailToFetchUsers(with error: ServiceError)
}

/// Where the users module can go (presenter → router).
///
/// The list leads nowhere, so the interface is empty; the router still assembles the module,
/// and navigation added later has its home here.
@MainActor
public protocol UsersRouterInterface: AnyObject {}
