import Domain

/// A users list that stays live: it loads when the screen appears, then loads again on every
/// tick (a timer every 30 seconds in an app, a stream the test drives in the tests), for as
/// long as the effect runs.
struct LiveUsersFeature: Reducer {
  struct State: Equatable {
    var users: [User] = []
    var isLoading = true
    /// Why the last load failed; `nil` after one that did not.
    var problem: String?
  }

  enum Action: Equatable {
    case screenAppeared
    case usersResponse(Result<[User], ServiceError>)
  }

  let service: any UserService
  /// One value each time the list should be loaded again.
  let ticks: AsyncStream<Void>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .screenAppeared:
      state.isLoading = true
      return .run { [service, ticks] send in
        await send(.usersResponse(await Self.load(from: service)))
        for await _ in ticks {
          await send(.usersResponse(await Self.load(from: service)))
        }
      }
    case .usersResponse(.success(let users)):
      (state.users, state.isLoading, state.problem) = (users, false, nil)
      return .none
    case .usersResponse(.failure(let error)):
      (state.isLoading, state.problem) = (false, error.message)
      return .none
    }
  }

  private static func load(from service: any UserService) async -> Result<[User], ServiceError> {
    do throws(ServiceError) {
      return .success(try await service.fetchUsers())
    } catch {
      return .failure(error)
    }
  }
}
