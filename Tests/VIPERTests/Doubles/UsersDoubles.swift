import Domain

@testable import VIPER

/// Records what the users interactor reported.
@MainActor
final class UsersInteractorOutputMock: UsersInteractorOutput {
  enum Call: Equatable {
    case didFetch([User])
    case didFail(ServiceError)
  }
  private(set) var calls: [Call] = []

  func didFetch(users: [User]) { calls.append(.didFetch(users)) }
  func didFailToFetchUsers(with error: ServiceError) { calls.append(.didFail(error)) }
}

/// Counts fetch requests and records what the view showed when each began.
@MainActor
final class UsersInteractorMock: UsersInteractorInput {
  private(set) var fetchCount = 0
  var onFetch: () -> Void = {}

  func fetchUsers() {
    fetchCount += 1
    onFetch()
  }
}

/// The users router: nothing to record, the module leads nowhere.
@MainActor
final class UsersRouterMock: UsersRouterInterface {}
