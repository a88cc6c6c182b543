import Domain
import DomainTestSupport
import Instrumentation
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

  @Test func starToggled_isSaved_thenTheDetailAndTheListShowIt_andBackClosesTheDetail() async {
    // given
    let favouritesStore = FavouritesStoreMock()
    let store = TestStore(initialState: Self.loaded, reducer: Self.feature(store: favouritesStore))

    // when, then
    await store.send(.driverSelected(2)) {
      $0.detail = FavouriteDetailFeature.State(driver: Self.drivers[2], isFavourite: false)
    }
    await store.send(.detail(.starTapped)) { $0.detail?.isSaving = true }
    await store.receive(.detail(.saveResponse(.success(true)))) {
      $0.detail?.isSaving = false
      $0.detail?.isFavourite = true
      $0.favourites.setFavourite(true, number: 27)
      $0.list = .loaded([Self.drivers[2], Self.drivers[0], Self.drivers[1], Self.drivers[3]])
    }
    await store.send(.detail(.backTapped)) { $0.detail = nil }
    #expect(favouritesStore.saves == [.init(isFavourite: true, number: 27)])
    #expect(favouritesStore.numbers == [27])
  }

  @Test func starTakenAway_isSaved_andTheDriverLeavesTheFavourites() async {
    // given
    var starred = Self.loaded
    starred.favourites.setFavourite(true, number: 63)
    starred.list = .loaded([Self.drivers[3], Self.drivers[0], Self.drivers[1], Self.drivers[2]])
    let favouritesStore = FavouritesStoreMock(numbers: [63])
    let store = TestStore(initialState: starred, reducer: Self.feature(store: favouritesStore))

    // when, then
    await store.send(.driverSelected(0)) {
      $0.detail = FavouriteDetailFeature.State(driver: Self.drivers[3], isFavourite: true)
    }
    await store.send(.detail(.starTapped)) { $0.detail?.isSaving = true }
    await store.receive(.detail(.saveResponse(.success(false)))) {
      $0.detail?.isSaving = false
      $0.detail?.isFavourite = false
      $0.favourites.setFavourite(false, number: 63)
      $0.list = .loaded(Self.drivers)
    }
    #expect(favouritesStore.numbers.isEmpty)
  }

  @Test func failedSave_showsTheAlert_keepsTheStar_andTheNextSavedStarTakesTheAlertDown() async {
    // given
    let favouritesStore = FavouritesStoreMock()
    favouritesStore.saveError = .unavailable("the disk is gone")
    var selected = Self.loaded
    selected.detail = FavouriteDetailFeature.State(driver: Self.drivers[0], isFavourite: false)
    let store = TestStore(initialState: selected, reducer: Self.feature(store: favouritesStore))

    // when, then
    await store.send(.detail(.starTapped)) { $0.detail?.isSaving = true }
    await store.receive(.detail(.saveResponse(.failure(.unavailable("the disk is gone"))))) {
      $0.detail?.isSaving = false
      $0.detail?.saveError = .unavailable("the disk is gone")
    }
    favouritesStore.saveError = nil
    await store.send(.detail(.starTapped)) { $0.detail?.isSaving = true }
    await store.receive(.detail(.saveResponse(.success(true)))) {
      $0.detail?.isSaving = false
      $0.detail?.isFavourite = true
      $0.detail?.saveError = nil
      $0.favourites.setFavourite(true, number: 44)
    }
    #expect(favouritesStore.saves.count == 2)
    #expect(favouritesStore.numbers == [44])
  }

  @Test func closingTheWindow_freesTheList_itsStore_andThePushedDetailsStore() async throws {
    // given
    let window = Window()
    await UDFApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    @Weak var list = window.topScreen as? FavouritesView
    @Weak var store = list?.store
    try await window.perform(.select(1))
    @Weak var detail = window.topScreen as? FavouriteDetailView
    @Weak var detailStore = detail?.store
    try await window.perform(.star)
    #expect(detail != nil)
    _ = window.frame

    // when
    window.close()

    // then
    #expect(list == nil)
    #expect(store == nil)
    #expect(detailStore == nil)
  }

  @Test func starTappedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: a store running the effects, and a second tap while the first save is out
    let favouritesStore = FavouritesStoreMock()
    let midRequest = MidRequest()
    let store = Store(
      initialState: FavouriteDetailFeature.State(driver: Self.drivers[0], isFavourite: false),
      reducer: FavouriteDetailFeature(
        favouritesStore: ObservedFavouritesStore(favouritesStore, willRequest: midRequest.hook)))
    midRequest.next = { store.send(.starTapped) }

    // when
    await settling { store.send(.starTapped) }

    // then: one star saved, and the state says so
    #expect(favouritesStore.saves == [.init(isFavourite: true, number: 44)])
    #expect(store.state.isFavourite)
    #expect(!store.state.isSaving)
  }
}
