import Domain

/// The use case "list the users": fetches them from the service and reports entities.
///
/// It knows nothing of screens or formatting; it tells its output what happened.
@MainActor
final class UsersInteractor: UsersInteractorInput {
  /// Who hears the outcome; the presenter owns the interactor, so this reference is weak.
  weak var output: (any UsersInteractorOutput)?
  private let service: any UserService
  /// The fetch in flight: a newer one cancels it, and so does the interactor's end.
  private var fetchTask: Task<Void, Never>?

  init(service: any UserService) {
    self.service = service
  }

  deinit {
    fetchTask?.cancel()
  }

  func fetchUsers() {
    fetchTask?.cancel()
    fetchTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        output?.didFetch(users: users)
      } catch {
        guard let self, !Task.isCancelled else { return }
        output?.didFailToFetchUsers(with: error)
      }
    }
  }
}
