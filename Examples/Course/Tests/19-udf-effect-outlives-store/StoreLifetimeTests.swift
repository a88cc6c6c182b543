import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import E19UDFEffectOutlivesStore

/// A user service that counts its fetches.
final class CountingUserService: UserService {
  private let count = Mutex(0)
  var fetchCount: Int { count.withLock { $0 } }

  func fetchUsers() async throws(ServiceError) -> [User] {
    count.withLock { $0 += 1 }
    return User.samples
  }
}

/// A user service that counts its fetches and runs what the test gives it as a fetch begins,
/// inside the effect that asked, before it answers: the screen closes while the effect loads.
@MainActor
final class UserServiceWithAFetchOut: UserService {
  private(set) var fetchCount = 0
  /// What to run as each fetch begins, given its number from 1.
  var whileAFetchIsOut: (@MainActor (Int) async -> Void)?

  func fetchUsers() async throws(ServiceError) -> [User] {
    fetchCount += 1
    await whileAFetchIsOut?(fetchCount)
    return User.samples
  }
}

/// What lives, and what runs, once the screen lets its store go.
@Suite("Exercise 19: the effect that outlives its screen")
@MainActor
struct StoreLifetimeTests {
  @Test func closingTheScreen_freesTheStore_andCancelsItsLiveEffect() {
    // given: a screen's store with its live effect started
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    defer { ticker.finish() }
    weak var store: Store<LiveUsersFeature.State, LiveUsersFeature.Action>?
    var live: Task<Void, Never>?
    do {
      let screenStore = Store(
        initialState: LiveUsersFeature.State(),
        reducer: LiveUsersFeature(service: CountingUserService(), ticks: ticks))
      store = screenStore
      live = screenStore.send(.screenAppeared)

      // when: the screen goes, and its store with it
    }

    // then
    #expect(store == nil, "the store outlived its screen")
    #expect(live?.isCancelled == true, "the live effect runs on after its store is gone")
  }

  @Test func whileTheScreenIsShown_eachTickLoadsTheUsersAgain() async {
    // given
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    let service = CountingUserService()
    let store = Store(
      initialState: LiveUsersFeature.State(), reducer: LiveUsersFeature(service: service, ticks: ticks))

    // when: two ticks, then the ticks end
    let live = store.send(.screenAppeared)
    ticker.yield()
    ticker.yield()
    ticker.finish()
    await live?.value

    // then
    #expect(service.fetchCount == 3)
    #expect(store.state == LiveUsersFeature.State(users: User.samples, isLoading: false, problem: nil))
  }

  /// The live effect has loaded the users once, and a tick has started a second load: the
  /// screen closes then. The store must go at once, and its effect be cancelled from within.
  @Test func closingTheScreenWhileTheEffectReloads_freesTheStore_andCancelsTheEffect() async {
    // given: one tick waits, so the live effect loads twice; the screen closes during the second load
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    ticker.yield()
    let service = UserServiceWithAFetchOut()
    var screenStore: Store<LiveUsersFeature.State, LiveUsersFeature.Action>? = Store(
      initialState: LiveUsersFeature.State(), reducer: LiveUsersFeature(service: service, ticks: ticks))
    weak var store: Store<LiveUsersFeature.State, LiveUsersFeature.Action>?
    store = screenStore
    var storeOutlivedItsScreen = false
    var effectRanOn = false
    service.whileAFetchIsOut = { fetch in
      guard fetch == 2 else { return }
      screenStore = nil
      storeOutlivedItsScreen = store != nil
      effectRanOn = !Task.isCancelled
      ticker.finish()  // so that an effect nobody cancelled ends too
    }

    // when: the screen appears, its effect loads, reloads on the tick, and the screen closes
    await settling { screenStore?.send(.screenAppeared) }

    // then
    #expect(service.fetchCount == 2, "the live effect did not load the users, then again on the tick")
    #expect(
      storeOutlivedItsScreen == false,
      "the store outlived its screen: its effect, still running, holds it")
    #expect(effectRanOn == false, "the live effect runs on after its store is gone")
  }

  @Test func closingTheScreenAfterTheEffectEnded_freesTheStore_andLeavesTheEndedEffectAlone() async {
    // given: the effect has run to its end (no tick will come)
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    ticker.finish()
    weak var store: Store<LiveUsersFeature.State, LiveUsersFeature.Action>?
    var ended: Task<Void, Never>?
    do {
      let screenStore = Store(
        initialState: LiveUsersFeature.State(),
        reducer: LiveUsersFeature(service: CountingUserService(), ticks: ticks))
      store = screenStore
      ended = screenStore.send(.screenAppeared)
      await ended?.value
      #expect(screenStore.state == LiveUsersFeature.State(users: User.samples, isLoading: false, problem: nil))

      // when: the screen goes, and its store with it
    }

    // then
    #expect(store == nil, "the store outlived its screen after its effect had ended")
    #expect(
      ended?.isCancelled == false,
      "the store still kept the effect that had ended: going, it cancelled that task (an ended effect leaves running)")
  }
}
