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

/// Gives the effects on the main actor time to run, a millisecond at a time and 10 seconds at
/// most, until `condition` holds.
///
/// - Returns: whether it holds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(10)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
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

  @Test func closingTheScreenWhileTheEffectWaits_freesTheStore_andCancelsTheEffect() async throws {
    // given: the live effect has loaded the users once and waits for the next tick
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    defer { ticker.finish() }
    let service = CountingUserService()
    weak var store: Store<LiveUsersFeature.State, LiveUsersFeature.Action>?
    var live: Task<Void, Never>?
    do {
      let screenStore = Store(
        initialState: LiveUsersFeature.State(), reducer: LiveUsersFeature(service: service, ticks: ticks))
      store = screenStore
      live = screenStore.send(.screenAppeared)
      try #require(await eventually { !screenStore.state.isLoading }, "the live effect never loaded the users")

      // when: the screen goes while its effect waits, and its store with it
    }

    // then
    #expect(
      store == nil, "the store outlived its screen: its effect, still waiting for the next tick, holds it")
    #expect(live?.isCancelled == true, "the live effect runs on after its store is gone")
    if live?.isCancelled == true {
      await live?.value
      #expect(service.fetchCount == 1, "the effect loaded the users again after its store was gone")
    }
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
