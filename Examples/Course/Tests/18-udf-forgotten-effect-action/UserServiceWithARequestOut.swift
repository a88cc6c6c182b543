import Domain

/// A user service that answers what the test says, and runs what the test gives it as the next
/// fetch begins, while the screen waits for the answer: the user acts while a load is out, and
/// that load is answered last.
@MainActor
final class UserServiceWithARequestOut: UserService {
  /// What every fetch answers.
  var result: Result<[User], ServiceError>
  /// What to run as the next fetch begins, before it is answered; it runs once.
  var whileTheNextFetchIsOut: (@MainActor () async -> Void)?
  /// How many fetches began.
  private(set) var fetchCount = 0

  init(result: Result<[User], ServiceError>) {
    self.result = result
  }

  func fetchUsers() async throws(ServiceError) -> [User] {
    fetchCount += 1
    if let work = whileTheNextFetchIsOut {
      whileTheNextFetchIsOut = nil
      await work()
    }
    return try result.get()
  }
}
