// VIPER · users — "a dumb UI is a good UI", split into View, Interactor, Presenter, Entity, Router.
//
// Start with UsersRouter.assembleModule: the module is built and wired in that one place. Then
// read the protocols below, one per direction. UsersView tells UsersPresenter what happened;
// the presenter asks UsersInteractor (the use case) to fetch; the interactor reports entities
// (Domain's `User`) back through UsersInteractorOutput; the presenter formats rows for the view.
// Every back-reference (presenter → view, interactor → presenter, router → view) is weak. In
// `--trace`, the view reports what it tells the presenter and what the presenter tells it; what
// the interactor and the presenter call on each other is reported by the decorators
// assembleModule wires between them (Tracing/UsersModule+Trace.swift), so neither mentions
// tracing.
import Domain

/// What the presenter tells the view (presenter → view): a plain list's rows and states.
@MainActor
protocol UsersViewInterface: ListViewInterface {}

/// What the view tells the presenter (view → presenter): events named for what happened.
@MainActor
protocol UsersPresenterInterface: AnyObject {
  func viewDidLoad()
  func refreshRequested()
}

/// What the presenter asks the use case to do (presenter → interactor).
@MainActor
protocol UsersInteractorInput: AnyObject {
  /// Fetches every user in a task the interactor keeps, cancelling the fetch still out, and
  /// reports the outcome to the output.
  func fetchUsers()
}

/// What the use case reports back (interactor → presenter), as entities, not view data.
@MainActor
protocol UsersInteractorOutput: AnyObject {
  func didFetch(users: [User])
  func didFailToFetchUsers(with error: ServiceError)
}

/// Where the users module can go (presenter → router).
///
/// The list leads nowhere, so the interface is empty; the router still assembles the module,
/// and navigation added later has its home here.
@MainActor
protocol UsersRouterInterface: AnyObject {}
