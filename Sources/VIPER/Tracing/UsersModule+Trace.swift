// VIPER · tracing the users module — what crosses the presenter ↔ interactor seam.
//
// UsersRouter.assembleModule wires these decorators between the presenter and the interactor,
// where no view stands to report their messages: each reports the call it receives to
// `--trace`, then forwards it.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingUsersInteractor: UsersInteractorInput {
  /// The interactor the requests go to.
  let interactor: any UsersInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingUsersInteractorOutput()

  init(_ interactor: any UsersInteractorInput) {
    self.interactor = interactor
  }

  func fetchUsers() {
    Trace.message(from: "Presenter", to: "Interactor", "fetchUsers()")
    interactor.fetchUsers()
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingUsersInteractorOutput: UsersInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any UsersInteractorOutput)?

  func didFetch(users: [User]) {
    Trace.message(from: "Interactor", to: "Presenter", "didFetch(users: \(count: users.count, "user"))")
    presenter?.didFetch(users: users)
  }

  func didFailToFetchUsers(with error: ServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchUsers(with: .\(error))")
    presenter?.didFailToFetchUsers(with: error)
  }
}
