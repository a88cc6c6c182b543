import Domain
import DomainTestSupport
import Testing

@testable import UDF

/// The drivers reducer, with no view: each action's state change and each effect's answer.
@Suite("UDF drivers", .tags(.drivers))
@MainActor
struct DriversFeatureTests {
  static let drivers = [
    Driver(number: 44, firstName: "Lewis", lastName: "Hamilton", team: "Mercedes"),
    Driver(number: 1, firstName: "Max", lastName: "Verstappen", team: "Red Bull"),
  ]

  @Test func load_showsLoading_thenTheDrivers() async {
    // given
    let store = TestStore(
      initialState: DriversFeature.State(),
      reducer: DriversFeature(service: DriverServiceMock(result: .success(Self.drivers))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success(Self.drivers))) {
      $0.search.didLoad(Self.drivers)
      $0.list = .loaded(Self.drivers)
    }
  }

  @Test func search_showsTheMatches_andNoMatchIsAnEmptyState() async {
    // given
    var loaded = DriversFeature.State()
    loaded.search.didLoad(Self.drivers)
    loaded.list = .loaded(Self.drivers)
    let store = TestStore(
      initialState: loaded, reducer: DriversFeature(service: DriverServiceMock(result: .success([]))))

    // when, then
    await store.send(.searchTextChanged("ham")) {
      $0.searchText = "ham"
      $0.list = .loaded([Self.drivers[0]])
    }
    await store.send(.searchTextChanged("zzz")) {
      $0.searchText = "zzz"
      $0.list = .empty(#"No drivers match "zzz"."#)
    }
    await store.send(.searchCleared) {
      $0.searchText = ""
      $0.list = .loaded(Self.drivers)
    }
  }

  @Test func failedLoad_showsTheAlert_andASearchKeepsIt() async {
    // given
    let error = ServiceError.network("offline")
    let store = TestStore(
      initialState: DriversFeature.State(), reducer: DriversFeature(service: DriverServiceMock(result: .failure(error)))
    )

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.failure(error))) {
      $0.search.didFailToLoad()
      $0.list = .failed(.init(title: FailureText.driversNotLoaded, message: error.message))
    }
    await store.send(.searchTextChanged("ham")) { $0.searchText = "ham" }
  }

  @Test func refresh_keepsTheSearch() async {
    // given
    var searched = DriversFeature.State()
    searched.searchText = "max"
    let store = TestStore(
      initialState: searched, reducer: DriversFeature(service: DriverServiceMock(result: .success(Self.drivers))))

    // when, then
    await store.send(.refreshRequested)
    await store.receive(.driversResponse(.success(Self.drivers))) {
      $0.search.didLoad(Self.drivers)
      $0.list = .loaded([Self.drivers[1]])
    }
  }
}
