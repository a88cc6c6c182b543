// UDF · users — one fetch, four outcomes.
//
// Start with UsersFeature: the screen's whole state is what the list shows, every change to
// it is a case of Action, and `reduce` is the only code that changes it. Loading is an effect:
// the reducer shows the spinner and returns the fetch, the store runs it, and the answer comes
// back as `.usersResponse`, which the reducer turns into the rows, the empty state or the
// alert. UsersView draws the state and, as the table's data source, formats the rows in view.
import Domain

/// The users screen's state, actions and reducer.
struct UsersFeature: Reducer {
  struct State: Equatable, ListedState {
    /// What the list shows: the users fetched, the empty state or the error of a failed load.
    var list: ListState<User> = .loading
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    /// The fetch's answer.
    case usersResponse(Result<[User], ServiceError>)
  }

  /// Where the users come from; only the effect calls it.
  let service: any UserService

  /// The work a newer load supersedes: a load still out is cancelled for the new one.
  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      state.list = .loading
      return .run { [service] send in
        do throws(ServiceError) {
          await send(.usersResponse(.success(try await service.fetchUsers())))
        } catch {
          await send(.usersResponse(.failure(error)))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .usersResponse(.success(let users)):
      state.list = users.isEmpty ? .empty(User.emptyListMessage) : .loaded(users)
      return .none
    case .usersResponse(.failure(let error)):
      state.list = .failed(.init(title: FailureText.usersNotLoaded, message: error.message))
      return .none
    }
  }
}
