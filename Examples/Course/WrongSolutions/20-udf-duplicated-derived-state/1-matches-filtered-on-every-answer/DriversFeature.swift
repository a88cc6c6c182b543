// Wrong solution 20.1 · The stored matches filtered again on every answer
//
// What it gets wrong: the copies are still stored, brought up to date by the reducer's actions only, so a state built any other way shows none.
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
      state.matches = SearchQuery(state.query).filter(state.drivers, by: \.fullName)
      state.emptyMessage = state.matches.isEmpty ? SearchQuery(state.query).emptyStateMessage("drivers") : nil
      return .none
    case .driversResponse(.failure):
      state.isLoading = false
      return .none
    }
  }
}
