import Domain
import TextUI

/// The use case "list the users": fetches them from the service and reports entities.
///
/// It knows nothing of screens or formatting; it tells its output what happened.
@MainActor
public final class UsersInteractor: UsersInteractorInput {
  /// Who hears the outcome; the presenter owns the interactor, so this reference is weak.
  public weak var output: (any UsersInteractorOutput)?
  private let service: any UserService

  public init(service: any UserService) {
    self.service = service
  }

  public func fetchUsers() async {
    let users: [User]
    do {
      Trace.message(from: "Interactor", to: "Service", "fetchUsers()")
      users = try await service.fetchUsers()
    } catch {
      Trace.message(from: "Service", to: "Interactor", "failed: \(error.message)")
      Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchUsers(with: error)")
      output?.didFailToFetchUsers(with: error)
      return
    }
    Trace.message(from: "Service", to: "Interactor", "\(users.count) users")
    Trace.message(from: "Interactor", to: "Presenter", "didFetch(users: \(users.count) users)")
    output?.didFetch(users: users)
  }
}
