import Testing
import Tracing

@testable import UDF

/// An effect that only delivers an action, as TCA's `Effect.send` does: the store reduces the
/// action at once, with no task, and traces it as the store receiving it from the effect.
@Suite(.tags(.plumbing))
@MainActor
struct EffectSendTests {
  /// A reducer whose `tap` answers with `heard`, sent with no work between.
  struct Relay: Reducer {
    struct State: Equatable { var reduced: [Action] = [] }
    enum Action: Equatable, TracedAction {
      case tap, heard
      var traceText: String { ".\(self)" }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.reduced.append(action)
      return action == .tap ? .send(.heard) : .none
    }
  }

  @Test func aSentAction_isReducedBeforeTheStoresSendReturns() {
    // given
    let store = Store(initialState: Relay.State(), reducer: Relay())

    // when
    store.send(.tap)

    // then
    #expect(store.state.reduced == [.tap, .heard])
  }

  @Test func aSentAction_isTracedAsTheStoreReceivingItFromTheEffect() {
    // given
    let store = Store(initialState: Relay.State(), reducer: Relay())
    let log = TraceLog()

    // when
    Trace.$log.withValue(log) { store.send(.tap) }

    // then
    #expect(
      log.messages.map(\.description) == [
        "Store → Reducer: reduce(.tap)", "Effect → Store: send(.heard)", "Store → Reducer: reduce(.heard)",
      ])
  }

  @Test func aMappedSend_deliversTheWrappedAction_withNoWork() {
    // when
    let mapped = Effect<Relay.Action>.send(.heard).map { "\($0)" }

    // then
    #expect(mapped.action?.action == "heard")
    #expect(mapped.operation == nil)
  }
}
