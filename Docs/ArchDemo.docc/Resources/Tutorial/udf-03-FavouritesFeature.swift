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

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Nothing yet: the tests come first.
    .none
  }
}
