// Wrong solution 20.3 · The empty state's message derived, in words of its own
//
// What it gets wrong: the message is typed by hand for a query that matched nothing, so with nothing typed, or only spaces, an empty list quotes an empty query instead of saying the search rule's words.
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

    /// The drivers the query keeps, as the list shows them: derived, never stored.
    var matches: [Driver] { SearchQuery(query).filter(drivers, by: \.fullName) }
    /// What the list says when the query keeps no driver; `nil` when it keeps some.
    var emptyMessage: String? { matches.isEmpty ? "No drivers match \"\(query)\"." : nil }
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
