import DomainTestSupport
import Testing
import TextUI

@testable import UDF

/// How the store cancels effects: a newer effect of the same id cancels the one still running
/// when it says so, `Effect.cancel(id:)` cancels by id, and a child's effect keeps its id once a
/// parent maps it.
@Suite(.tags(.plumbing))
@MainActor
struct EffectCancellationTests {
  /// A reducer whose `load` effect waits a moment and then answers; `stop` cancels it.
  struct Loader: Reducer {
    struct State: Equatable { var answers = 0 }
    enum Action: Equatable, TracedAction {
      case load, loaded, stop
      var traceText: String { "\(self)" }
    }
    enum CancelID { case load }
    let cancelInFlight: Bool

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in
          try? await Task.sleep(for: .milliseconds(10))
          await send(.loaded)
        }
        .cancellable(id: CancelID.load, cancelInFlight: cancelInFlight)
      case .loaded:
        state.answers += 1
        return .none
      case .stop:
        return .cancel(id: CancelID.load)
      }
    }
  }

  private func run(cancelInFlight: Bool, _ actions: [Loader.Action]) async -> Int {
    let store = Store(initialState: Loader.State(), reducer: Loader(cancelInFlight: cancelInFlight))
    let work = WorkInFlight()
    work.track {
      for action in actions { store.send(action) }
    }
    await work.settled()
    return store.state.answers
  }

  @Test func aSecondLoad_cancelsTheFirst_whenItCancelsInFlight() async {
    #expect(await run(cancelInFlight: true, [.load, .load]) == 1)
  }

  @Test func aSecondLoad_runsBeside_whenItDoesNotCancelInFlight() async {
    #expect(await run(cancelInFlight: false, [.load, .load]) == 2)
  }

  @Test func cancelByID_stopsTheLoad() async {
    #expect(await run(cancelInFlight: false, [.load, .stop]) == 0)
  }

  @Test func aMappedEffect_keepsItsIDAndWhatItCancels() {
    // given
    let load = Effect<Loader.Action>.run { _ in }.cancellable(id: Loader.CancelID.load, cancelInFlight: true)
    let stop = Effect<Loader.Action>.cancel(id: Loader.CancelID.load)

    // when
    let mappedLoad = load.map { "\($0)" }
    let mappedStop = stop.map { "\($0)" }

    // then
    #expect(mappedLoad.id == AnyHashable(Loader.CancelID.load))
    #expect(mappedLoad.cancelsInFlight)
    #expect(mappedLoad.operation != nil)
    #expect(mappedStop.cancelledIDs == [AnyHashable(Loader.CancelID.load)])
    #expect(mappedStop.operation == nil)
  }
}
