import Domain
import Tracing

/// The use case "list the users": fetches them from the service and reports entities.
///
/// It knows nothing of screens or formatting; it tells its output what happened.
@MainActor
final class UsersInteractor: UsersInteractorInput {
  /// Who hears the outcome; the presenter owns the interactor, so this reference is weak.
  weak var output: (any UsersInteractorOutput)?
  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  func fetchUsers() async {
    Trace.message(from: "Presenter", to: "Interactor", "fetchUsers()")
    do {
      let users = try await service.fetchUsers()
      output?.didFetch(users: users)
    } catch {
      output?.didFailToFetchUsers(with: error)
    }
  }
}
