// Wrong solution 18.1 · A failed fetch answered as no users
//
// What it gets wrong: the effect answers a failure as an empty list, so the screen says No users instead of the error.
import Domain

/// The users screen's state, actions and reducer.
struct UsersFeature: Reducer {
  struct State: Equatable {
    /// What the list shows.
    var list: UsersList = .loading
  }

  /// What the users list shows, one thing at a time.
  enum UsersList: Equatable {
    case loading
    case loaded([User])
    case empty(String)
    case failed(title: String, message: String)
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    /// The fetch's answer.
    case usersResponse(Result<[User], ServiceError>)
  }

  /// Where the users come from; only the effect calls it.
  let service: any UserService

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      state.list = .loading
      return .run { [service] send in
        do throws(ServiceError) {
          let users = try await service.fetchUsers()
          await send(.usersResponse(.success(users)))
        } catch {
          await send(.usersResponse(.success([])))
        }
      }
    case .usersResponse(.success(let users)):
      state.list = users.isEmpty ? .empty(User.emptyListMessage) : .loaded(users)
      return .none
    case .usersResponse(.failure(let error)):
      state.list = .failed(title: FailureText.usersNotLoaded, message: error.message)
      return .none
    }
  }
}
