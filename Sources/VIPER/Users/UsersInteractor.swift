import Domain

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
      users = try await service.fetchUsers()
    } catch {
      output?.didFailToFetchUsers(with: error)
      return
    }
    output?.didFetch(users: users)
  }
}
