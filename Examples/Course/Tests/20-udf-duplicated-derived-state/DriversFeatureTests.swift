import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import E20UDFDuplicatedDerivedState

/// A driver service whose answer the test changes between fetches.
final class DriverServiceDouble: DriverService {
  private let answer = Mutex(Driver.samples)
  var drivers: [Driver] {
    get { answer.withLock { $0 } }
    set { answer.withLock { $0 = newValue } }
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] { drivers }
}

/// A driver service that answers what the test says, and runs what the test gives it as the
/// next fetch begins, while the load effect waits for the answer: the user types while a load is
/// out, and that load is answered last.
@MainActor
final class DriverServiceWithAFetchOut: DriverService {
  /// What every fetch answers.
  var drivers: [Driver]
  /// What to run as the next fetch begins, before it is answered; it runs once.
  var whileTheNextFetchIsOut: (@MainActor () async -> Void)?

  init(drivers: [Driver]) {
    self.drivers = drivers
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    if let work = whileTheNextFetchIsOut {
      whileTheNextFetchIsOut = nil
      await work()
    }
    return drivers
  }
}

/// The drivers state: what the list shows is derived from the drivers and the query, whenever
/// either changes and however the state was made.
@Suite("Exercise 20: the state that stores what it could derive")
@MainActor
struct DriversFeatureTests {
  let service = DriverServiceDouble()
  static let hamiltonAtFerrari = Driver(number: 44, firstName: "Lewis", lastName: "HAMILTON", team: "Ferrari")
  static let russell = Driver(number: 63, firstName: "George", lastName: "RUSSELL", team: "Mercedes")

  /// A store that has fetched the samples, with `query` typed.
  func storeWithQuery(_ query: String) async -> TestStore<DriversFeature> {
    let store = TestStore(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success(Driver.samples))) {
      $0.isLoading = false
      $0.drivers = Driver.samples
    }
    await store.send(.searchTextChanged(query)) { $0.query = query.trimmingCharacters(in: .whitespaces) }
    return store
  }

  @Test func refreshWithAQueryTyped_listsTheNewDriversThatMatch() async {
    // given: "ham" is typed, and Hamilton has changed teams since the first fetch
    let store = await storeWithQuery("ham ")
    service.drivers = [Self.hamiltonAtFerrari, Self.russell]

    // when
    await store.send(.refreshRequested) { $0.isLoading = true }
    await store.receive(.driversResponse(.success([Self.hamiltonAtFerrari, Self.russell]))) {
      $0.isLoading = false
      $0.drivers = [Self.hamiltonAtFerrari, Self.russell]
    }

    // then
    #expect(store.state.matches == [Self.hamiltonAtFerrari])
    #expect(DriversView.body(of: store.state) == ["Search: \"ham\"", "", "1. Lewis HAMILTON  #44 · Ferrari"])
  }

  @Test func failedLoad_endsTheLoading_andKeepsTheDriversItHad() async {
    // given: the samples are listed, and the next fetch fails
    let store = await storeWithQuery("")
    let failing = TestStore(
      initialState: store.state,
      reducer: DriversFeature(service: DriverServiceMock(result: .failure(.network("timed out")))))

    // when, then: loading ends, and the drivers already listed stay
    await failing.send(.refreshRequested) { $0.isLoading = true }
    await failing.receive(.driversResponse(.failure(.network("timed out")))) { $0.isLoading = false }
    #expect(failing.state.matches == Driver.samples, "a failed refresh emptied the list it could not replace")
  }

  @Test func refreshThatLeavesNoMatch_saysSo() async {
    // given: "ham" is typed, and Hamilton is gone from the next fetch
    let store = await storeWithQuery("ham")
    service.drivers = [Self.russell]

    // when
    await store.send(.refreshRequested) { $0.isLoading = true }
    await store.receive(.driversResponse(.success([Self.russell]))) {
      $0.isLoading = false
      $0.drivers = [Self.russell]
    }

    // then
    #expect(store.state.matches.isEmpty)
    #expect(store.state.emptyMessage == "No drivers match \"ham\".")
  }

  @Test func aStateMadeWithAQuery_showsItsMatches() {
    // given: a state made whole, as a test, a preview or a deep link makes one
    let state = DriversFeature.State(drivers: Driver.samples, query: "perez", isLoading: false)

    // then
    #expect(state.matches.map(\.lastName) == ["PÉREZ"])
    #expect(DriversView.body(of: state) == ["Search: \"perez\"", "", "1. Sergio PÉREZ  #11 · Red Bull Racing"])
  }

  @Test func typing_filtersTheDrivers_andClearingListsThemAll() async {
    // given
    let store = TestStore(
      initialState: DriversFeature.State(drivers: Driver.samples, isLoading: false),
      reducer: DriversFeature(service: service))

    // when, then
    await store.send(.searchTextChanged("RUSSELL")) { $0.query = "RUSSELL" }
    #expect(store.state.matches == [Self.russell])
    await store.send(.searchTextChanged("")) { $0.query = "" }
    #expect(store.state.matches == Driver.samples)
    #expect(store.state.emptyMessage == nil)
  }

  /// Nothing typed, or only spaces, and no driver: the list says what Domain's search rule says
  /// for an empty query, not the sentence for a query that matched nothing.
  @Test(arguments: ["", "   "])
  func answerWithNoDriverAndNoQuery_saysWhatTheSearchRuleSays(typed: String) async {
    // given
    service.drivers = []
    let store = TestStore(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
    await store.send(.searchTextChanged(typed)) { $0.query = "" }

    // when
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success([]))) { $0.isLoading = false }

    // then
    let rule = SearchQuery(typed).emptyStateMessage("drivers")
    #expect(
      store.state.emptyMessage == rule,
      "with \"\(typed)\" typed, the empty list does not say what Domain's SearchQuery says")
    #expect(DriversView.body(of: store.state).contains(rule))
  }

  @Test func state_storesOnlyItsSources() {
    // given
    let state = DriversFeature.State(drivers: Driver.samples, query: "ham", isLoading: false)

    // when
    let stored = Mirror(reflecting: state).children.compactMap(\.label)

    // then: matches and the empty message are derived from these, whenever they are read
    let copies = stored.filter { !["drivers", "query", "isLoading"].contains($0) }
    #expect(
      copies.isEmpty,
      "State stores \(copies) beside its sources (drivers, query, isLoading): what is derived from them is computed, not kept in step"
    )
  }

  /// The user types while the first load is out: the list says Loading until the drivers
  /// arrive, then shows only those that match what was typed.
  @Test func queryTypedWhileTheFirstLoadIsOut_listsOnlyItsMatchesWhenTheDriversArrive() async {
    // given: the screen has asked for the drivers, and their answer is not back yet
    let service = DriverServiceWithAFetchOut(drivers: Driver.samples)
    let store = TestStore(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
    var shownWhileTheLoadWasOut: [String] = []
    service.whileTheNextFetchIsOut = {
      await store.send(.searchTextChanged(" ham")) { $0.query = "ham" }
      shownWhileTheLoadWasOut = DriversView.body(of: store.state)
    }

    // when: "ham" is typed while the drivers load
    await store.send(.viewDidLoad)
    await store.receive(.driversResponse(.success(Driver.samples))) {
      $0.isLoading = false
      $0.drivers = Driver.samples
    }

    // then
    #expect(
      shownWhileTheLoadWasOut == ["Search: \"ham\"", "", "Loading…"],
      "while the drivers were loading, the list must say Loading, not that no driver matches")
    #expect(store.state.matches.map(\.lastName) == ["HAMILTON"])
    #expect(
      DriversView.body(of: store.state) == ["Search: \"ham\"", "", "1. Lewis HAMILTON  #44 · Mercedes"],
      "the drivers that arrived after \"ham\" was typed must be filtered by it")
  }

  /// The user types while a refresh is out, and the refreshed drivers hold no match: the list
  /// says so, though the drivers shown before the refresh did match.
  @Test func queryTypedWhileARefreshIsOut_thatTheNewDriversDoNotMatch_saysSo() async {
    // given: every driver is listed, and Hamilton is gone from the refresh's answer
    let service = DriverServiceWithAFetchOut(drivers: [Self.russell])
    let store = TestStore(
      initialState: DriversFeature.State(drivers: Driver.samples, isLoading: false),
      reducer: DriversFeature(service: service))
    service.whileTheNextFetchIsOut = {
      await store.send(.searchTextChanged("ham")) { $0.query = "ham" }
    }

    // when: "ham" is typed while the refresh is out
    await store.send(.refreshRequested) { $0.isLoading = true }
    await store.receive(.driversResponse(.success([Self.russell]))) {
      $0.isLoading = false
      $0.drivers = [Self.russell]
    }

    // then
    #expect(store.state.matches.isEmpty, "the matches are those of the drivers from before the refresh")
    #expect(
      store.state.emptyMessage == "No drivers match \"ham\".",
      "the refreshed drivers hold no match for \"ham\", typed while the refresh was out: the list must say so")
    #expect(DriversView.body(of: store.state).contains("No drivers match \"ham\"."))
  }
}
