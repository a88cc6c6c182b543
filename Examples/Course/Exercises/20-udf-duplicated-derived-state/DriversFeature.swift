// Exercise 20 · UDF · The state that stores what it could derive
//
// What it teaches: a state holds the sources of truth, and everything the screen derives from
// them is computed from them, not stored beside them. This state stores the drivers and the
// query, and also the matches and the empty state's message: copies that the reducer must
// bring up to date wherever a source changes. It does so when the query changes, not when the
// drivers do, so a refresh with a query typed shows the matches of the drivers fetched before.
// Any state built or changed elsewhere (a test's, a deep link's) goes stale the same way.
//
// Where to look: `State` below, `matches` and `emptyMessage`; where the reducer sets them.
// Check: `archdemo course check 20`.
import Domain

/// The drivers screen's state, actions and reducer: fetch the drivers, filter them as the user types.
struct DriversFeature: Reducer {
  struct State: Equatable {
    /// The drivers last fetched.
    var drivers: [Driver] = []
    /// The search field's text, trimmed.
    var query = ""
    /// Whether a fetch is under way.
    var isLoading = true
    /// The drivers the query keeps, as the list shows them.
    var matches: [Driver] = []
    /// What the list says when the query keeps no driver; `nil` when it keeps some.
    var emptyMessage: String?
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    case searchTextChanged(String)
    /// The fetch's answer.
    case driversResponse(Result<[Driver], ServiceError>)
  }

  /// Where the drivers come from; only the effect calls it.
  let service: any DriverService

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      state.isLoading = true
      return .run { [service] send in
        do throws(ServiceError) {
          await send(.driversResponse(.success(try await service.fetchDrivers())))
        } catch {
          await send(.driversResponse(.failure(error)))
        }
      }
    case .searchTextChanged(let text):
      state.query = SearchQuery(text).text
      state.matches = SearchQuery(state.query).filter(state.drivers, by: \.fullName)
      state.emptyMessage = state.matches.isEmpty ? SearchQuery(state.query).emptyStateMessage("drivers") : nil
      return .none
    case .driversResponse(.success(let drivers)):
      state.isLoading = false
      state.drivers = drivers
      return .none
    case .driversResponse(.failure):
      state.isLoading = false
      return .none
    }
  }
}
