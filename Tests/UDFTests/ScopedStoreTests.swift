import DomainTestSupport
import Testing

@testable import UDF

/// A scoped store follows its parent: each change of the part it shows reaches it, and its
/// watchers are handed the new state, as ``Store/observe(by:isView:_:)`` promises.
@Suite(.tags(.plumbing))
@MainActor
struct ScopedStoreTests {
  /// A counter that holds a pushed screen's count, or none.
  struct Counter: Reducer {
    struct State: Equatable { var pushed: Int? = 1 }
    enum Action: Equatable, TracedAction {
      case increment, pop
      var traceText: String { self == .increment ? ".increment" : ".pop" }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.pushed = state.pushed.map { $0 + 1 }
      case .pop: state.pushed = nil
      }
      return .none
    }
  }

  /// What a watcher was handed, in order.
  final class Watcher {
    var handed: [Int] = []
  }

  /// A counter's store, its store scoped to the pushed count, and a watcher of the scoped one.
  private func makeWatchedScope() throws -> (Store<Counter.State, Counter.Action>, Store<Int, Counter.Action>, Watcher)
  {
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let scoped: Store<Int, Counter.Action>? = store.scope(state: { $0.pushed }, action: { $0 })
    let child = try #require(scoped)
    let watcher = Watcher()
    child.observe(by: watcher) { [weak watcher] state in watcher?.handed.append(state) }
    return (store, child, watcher)
  }

  @Test func aScopedStoresWatcher_isHandedTheNewState_notTheOneBefore() async throws {
    // given
    let (store, child, watcher) = try makeWatchedScope()

    // when
    await settling { store.send(.increment) }
    await settling { store.send(.increment) }

    // then
    #expect(watcher.handed == [2, 3])
    #expect(child.state == 3)
  }

  @Test func aScopedStore_keepsItsLastStateOnceThePartIsGone() async throws {
    // given
    let (store, child, watcher) = try makeWatchedScope()

    // when
    await settling { store.send(.increment) }
    await settling { store.send(.pop) }

    // then: the screen being popped still draws its last count
    #expect(watcher.handed == [2])
    #expect(child.state == 2)
  }
}
