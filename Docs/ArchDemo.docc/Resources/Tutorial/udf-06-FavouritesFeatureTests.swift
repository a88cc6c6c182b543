import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import UDF

/// The favourites reducer, with no view: the two-step load, the pushed detail as state, and a
/// star saved to the store, or not.
@Suite("UDF favourites", .tags(.favourites))
@MainActor
struct FavouritesFeatureTests {
  /// Hamilton, Pérez, Hülkenberg and Russell, in the service's order.
  static let drivers = Driver.samples

  /// The state once the drivers have loaded, none starred.
  static var loaded: FavouritesFeature.State {
    var state = FavouritesFeature.State()
    state.favourites = FavouriteDrivers(drivers: drivers)
    state.list = .loaded(drivers)
    return state
  }

  static func feature(
    drivers: MockResult<[Driver], ServiceError> = .success(drivers), store: FavouritesStoreMock = FavouritesStoreMock()
  ) -> FavouritesFeature {
    FavouritesFeature(service: DriverServiceMock(result: drivers), favouritesStore: store)
  }

  @Test func load_readsTheDriversThenTheStars_andListsTheFavouritesFirst() async {
    // given
    let store = TestStore(
      initialState: FavouritesFeature.State(), reducer: Self.feature(store: FavouritesStoreMock(numbers: [63])))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success(Self.drivers))) {
      $0.favourites = FavouriteDrivers(drivers: Self.drivers)
    }
    await store.receive(.favouritesResponse(.success([63]))) {
      $0.favourites = FavouriteDrivers(drivers: Self.drivers, favourites: [63])
      $0.list = .loaded([Self.drivers[3], Self.drivers[0], Self.drivers[1], Self.drivers[2]])
    }
  }

  @Test func failedDriversLoad_showsTheDriversAlert() async {
    // given
    let error = ServiceError.network("offline")
    let store = TestStore(initialState: Self.loaded, reducer: Self.feature(drivers: .failure(error)))

    // when, then
    await store.send(.refreshRequested) {
      $0.favourites = FavouriteDrivers()
      $0.list = .loading
    }
    await store.receive(.driversResponse(.failure(error))) {
      $0.list = .failed(.init(title: FailureText.driversNotLoaded, message: error.message))
    }
    await store.send(.driverSelected(0))
  }

  @Test func failedStarsRead_showsTheFavouritesAlert() async {
    // given
    let favouritesStore = FavouritesStoreMock()
    favouritesStore.readError = .corrupt(path: "", detail: "not JSON")
    let store = TestStore(initialState: FavouritesFeature.State(), reducer: Self.feature(store: favouritesStore))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success(Self.drivers))) {
      $0.favourites = FavouriteDrivers(drivers: Self.drivers)
    }
    await store.receive(.favouritesResponse(.failure(.corrupt(path: "", detail: "not JSON")))) {
      $0.favourites = FavouriteDrivers()
      $0.list = .failed(
        .init(title: FailureText.favouritesNotLoaded, message: "The favourites store is malformed (not JSON)."))
    }
  }
}
