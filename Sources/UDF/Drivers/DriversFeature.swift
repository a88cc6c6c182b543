// UDF · drivers — fetch once, filter as the user types.
//
// Start with DriversFeature: the screen's whole state is one value (the search text, the
// fetched drivers in Domain's DriverSearch, what the list shows), every change to it is a case
// of Action, and `reduce` is the only code that changes it. Fetching is an effect: the reducer
// returns it, the store runs it, and the answer comes back as `.driversResponse`. DriversView
// draws the state, sends the user's events as actions, and, as the table's data source, asks
// the state for the rows in view.
import Domain

/// The drivers screen's state, actions and reducer.
struct DriversFeature: Reducer {
  struct State: Equatable, ListedState {
    /// The search field's text, as the query reads it.
    var searchText = ""
    /// The drivers last fetched and Domain's rules for what a query shows.
    var search = DriverSearch()
    /// What the list shows.
    var list: ListState<Driver> = .loading
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    case searchTextChanged(String)
    case searchCleared
    /// The fetch's answer.
    case driversResponse(Result<[Driver], ServiceError>)
  }

  /// Where the drivers come from; only the effect calls it.
  let service: any DriverService

  /// The work a newer load supersedes: a load still out is cancelled for the new one.
  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      state.list = .loading
      return .run { [service] send in
        do throws(ServiceError) {
          await send(.driversResponse(.success(try await service.fetchDrivers())))
        } catch {
          await send(.driversResponse(.failure(error)))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .searchTextChanged(let text):
      let query = SearchQuery(text)
      state.searchText = query.text
      showMatches(for: query, in: &state)
      return .none
    case .searchCleared:
      return reduce(into: &state, action: .searchTextChanged(""))
    case .driversResponse(.success(let drivers)):
      state.search.didLoad(drivers)
      showMatches(for: SearchQuery(state.searchText), in: &state)
      return .none
    case .driversResponse(.failure(let error)):
      state.search.didFailToLoad()
      state.list = .failed(.init(title: FailureText.driversNotLoaded, message: error.message))
      return .none
    }
  }

  private func showMatches(for query: SearchQuery, in state: inout State) {
    switch state.search.outcome(for: query) {
    case .loadFailed: break
    case .empty(let message): state.list = .empty(message)
    case .matches(let drivers): state.list = .loaded(drivers)
    }
  }
}
