// Exercise 18 · UDF · The answer the effect never sends
//
// What it teaches: an effect is the reducer's only way to learn what happened. Whatever the
// work ends in — a value, an error, nothing at all — the effect sends it back as an action, or
// the state waits for it forever. This effect fetches the users and answers when the fetch
// succeeds; when it fails, it says nothing, and the screen shows Loading… for good. The reducer
// already knows what to do with a failure: `.usersResponse(.failure)` is never sent.
//
// Where to look: the effect that `.viewDidLoad` and `.refreshRequested` return, below.
// Check: `archdemo course check 18`.
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
          // The fetch failed: nothing to show yet.
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
