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
}
