import Domain
import DomainTestSupport
import Testing

@testable import E19UDFEffectOutlivesStore

/// What the live users list shows while it loads, and after a load that failed.
@Suite("Exercise 19: the live users list's state")
@MainActor
struct LiveUsersStateTests {
  @Test func newScreen_showsLoadingBeforeItsFirstLoad() {
    // given, when
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    defer { ticker.finish() }
    let store = Store(
      initialState: LiveUsersFeature.State(), reducer: LiveUsersFeature(service: UserServiceMock(), ticks: ticks))

    // then
    #expect(store.state.isLoading, "a new users screen does not show that it is loading before its first load")
  }

  @Test func screenAppearingAgain_showsLoadingUntilTheUsersCome() async {
    // given: the users were loaded, and the ticks have ended
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    ticker.finish()
    let store = Store(
      initialState: LiveUsersFeature.State(users: User.samples, isLoading: false, problem: nil),
      reducer: LiveUsersFeature(service: UserServiceMock(), ticks: ticks))

    // when
    let live = store.send(.screenAppeared)

    // then
    #expect(store.state.isLoading, "the screen that appeared again does not show that it loads the users")
    await live?.value
    #expect(store.state == LiveUsersFeature.State(users: User.samples, isLoading: false, problem: nil))
  }

  @Test func failedLoad_showsTheProblem_notLoading() async {
    // given
    let (ticks, ticker) = AsyncStream.makeStream(of: Void.self)
    ticker.finish()
    let store = Store(
      initialState: LiveUsersFeature.State(),
      reducer: LiveUsersFeature(service: UserServiceMock(result: .failure(.network("timed out"))), ticks: ticks))

    // when
    await store.send(.screenAppeared)?.value

    // then
    #expect(
      store.state
        == LiveUsersFeature.State(users: [], isLoading: false, problem: "Could not reach the server (timed out)."),
      "after a load that failed, the screen must show why, and no longer show that it is loading")
  }
}

/// A feature whose every effect runs until its stream ends: effects that overlap.
struct WaitingFeature: Reducer {
  struct State: Equatable {
    var started = 0
  }

  enum Action {
    /// Starts an effect that runs until `stream` ends.
    case start(AsyncStream<Void>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let stream):
      state.started += 1
      return .run { _ in
        for await _ in stream {}
      }
    }
  }
}

/// A store with more than one effect running.
@Suite("Exercise 19: a store's overlapping effects")
@MainActor
struct StoreEffectsTests {
  @Test func closingTheScreenWithTwoEffectsRunning_cancelsBoth() {
    // given: a store with two effects running
    let (first, firstEnds) = AsyncStream.makeStream(of: Void.self)
    let (second, secondEnds) = AsyncStream.makeStream(of: Void.self)
    defer {
      firstEnds.finish()
      secondEnds.finish()
    }
    var effects: [Task<Void, Never>?] = []
    do {
      let screenStore = Store(initialState: WaitingFeature.State(), reducer: WaitingFeature())
      effects.append(screenStore.send(.start(first)))
      effects.append(screenStore.send(.start(second)))

      // when: the screen goes, and its store with it
    }

    // then
    #expect(effects.count == 2 && effects.allSatisfy { $0 != nil }, "the store did not start both effects")
    #expect(
      effects.map { $0?.isCancelled } == [true, true],
      "an effect runs on after its store is gone: the store must cancel every effect still running, not only the last")
  }
}
