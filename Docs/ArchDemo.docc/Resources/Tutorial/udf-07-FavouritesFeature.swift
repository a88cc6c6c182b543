// UDF · favourites — drivers with a star; a detail screen stars one and a store keeps it,
// navigation as state.
//
// Start with FavouritesFeature: loading is two effects, one answer each: the drivers from the
// service (`.driversResponse`), then the stars from the favourites store
// (`.favouritesResponse`); Domain's FavouriteDrivers keeps both and lists the favourites first.
// Selecting a row sets `detail`, the pushed screen's state; FavouritesView makes the window
// follow it (NavigationFollower). FavouriteDetailFeature saves a star as an effect, and this
// reducer, which runs the detail's actions, hears the saved star and re-sorts the list: no
// delegate and no coordinator carry it.
import Domain

/// The favourites list's state, actions and reducer, the pushed driver detail's included.
struct FavouritesFeature: Reducer {
  struct State: Equatable, ListedState {
    /// The drivers and the car numbers starred, as last loaded and saved.
    var favourites = FavouriteDrivers()
    /// What the list shows: the drivers, favourites first.
    var list: ListState<Driver> = .loading
    /// The driver shown in detail, pushed over the list; `nil` while the list is on top.
    var detail: FavouriteDetailFeature.State?
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    /// The service's answer: every driver.
    case driversResponse(Result<[Driver], ServiceError>)
    /// The favourites store's answer: the starred car numbers.
    case favouritesResponse(Result<Set<Int>, StoreError>)
    /// The user selected the row at this 0-based index.
    case driverSelected(Int)
    /// An action of the pushed driver detail.
    case detail(FavouriteDetailFeature.Action)
  }

  /// Where the drivers come from; only the effect calls it.
  let service: any DriverService
  /// Where the stars are kept; only the effects read and write it.
  let favouritesStore: any FavouritesStore

  /// The work a refresh supersedes: the drivers or the stars still out are cancelled for the new load.
  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      state.list = .loading
      state.favourites = FavouriteDrivers()
      return .run { [service] send in
        do throws(ServiceError) {
          await send(.driversResponse(.success(try await service.fetchDrivers())))
        } catch {
          await send(.driversResponse(.failure(error)))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .driversResponse(.success(let drivers)):
      // The list stays loading until the stars have come too.
      state.favourites = FavouriteDrivers(drivers: drivers)
      return .run { [favouritesStore] send in
        do throws(StoreError) {
          await send(.favouritesResponse(.success(try await favouritesStore.favouriteNumbers())))
        } catch {
          await send(.favouritesResponse(.failure(error)))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .driversResponse(.failure(let error)):
      state.list = .failed(.init(title: FailureText.driversNotLoaded, message: error.message))
      return .none
    case .favouritesResponse(.success(let numbers)):
      state.favourites = FavouriteDrivers(drivers: state.favourites.drivers, favourites: numbers)
      showDrivers(in: &state)
      return .none
    case .favouritesResponse(.failure(let error)):
      state.favourites = FavouriteDrivers()
      state.list = .failed(.init(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage))
      return .none
    case .driverSelected, .detail:
      // The pushed detail comes in the next section, test first.
      return .none
    }
  }

  /// Shows the drivers, favourites first, or the empty state when there are none.
  private func showDrivers(in state: inout State) {
    let listed = state.favourites.listed
    state.list = listed.isEmpty ? .empty(FavouriteDrivers.emptyMessage) : .loaded(listed)
  }
}
