// Wrong solution 20.4 · The matches kept in step with their sources by `didSet`
//
// What it gets wrong: the matches are still a stored copy, refreshed by `didSet` and the initializer, where the lesson is that what is derived is computed, never stored.
import Domain

/// The drivers screen's state, actions and reducer: fetch the drivers, filter them as the user types.
struct DriversFeature: Reducer {
  struct State: Equatable {
    /// The drivers last fetched.
    var drivers: [Driver] = [] { didSet { updateMatches() } }
    /// The search field's text, trimmed.
    var query = "" { didSet { updateMatches() } }
    /// Whether a fetch is under way.
    var isLoading = true

    /// The drivers the query keeps, as the list shows them: kept in step with the drivers and
    /// the query, whenever either changes.
    private(set) var matches: [Driver] = []
    /// What the list says when the query keeps no driver; `nil` when it keeps some.
    var emptyMessage: String? { matches.isEmpty ? SearchQuery(query).emptyStateMessage("drivers") : nil }

    init(drivers: [Driver] = [], query: String = "", isLoading: Bool = true) {
      self.drivers = drivers
      self.query = query
      self.isLoading = isLoading
      updateMatches()
    }

    private mutating func updateMatches() {
      matches = SearchQuery(query).filter(drivers, by: \.fullName)
    }
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
