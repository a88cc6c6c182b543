import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import UDF

/// Closing the window frees every view and store of a feature: the stores hold no view, the
/// views watch their stores through callbacks that hold them weakly.
///
/// Each test reads the frames and sends actions first, so every store has told its views of a
/// change: a callback that captured a view strongly would show up here as a leak.
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.drivers)) func drivers_closingTheWindowFreesViewAndStore() async throws {
    // given
    await UDFApp.startDrivers(service: DriverServiceMock(), in: window)
    @Weak var view = window.topScreen as? DriversView
    @Weak var store = view?.store
    try await window.perform(.search("ham"))
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(store == nil)
  }
}

/// An effect never keeps its store: the task holds it weakly, and so does the effect's way back
/// to it (`Send`); a store freed mid-effect cancels the effect.
@MainActor
struct EffectLifetimeTests {
  /// A reducer whose `start` effect waits until the test lets it go, then answers `finished`.
  struct Waiting: Reducer {
    struct State: Equatable { var finished = false }
    enum Action: Equatable, TracedAction {
      case start, finished
      var traceText: String { self == .start ? ".start" : ".finished" }
    }
    let gate: AsyncStream<Void>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [gate] send in
          for await _ in gate {}
          await send(.finished)
        }
      case .finished:
        state.finished = true
        return .none
      }
    }
  }

  @Test(.tags(.plumbing)) func aStoreReleasedDuringAnEffect_isFreedAtOnce_andTheEffectEnds() async {
    // given: an effect that waits for a gate the test never opens
    let (gate, opener) = AsyncStream<Void>.makeStream()
    var store: Store<Waiting.State, Waiting.Action>? = Store(
      initialState: Waiting.State(), reducer: Waiting(gate: gate))
    @Weak var weakStore = store
    let work = WorkInFlight()
    work.track { store?.send(.start) }

    // when
    store = nil

    // then: the effect's task held nothing of the store, and its cancellation ended it
    #expect(weakStore == nil)
    await work.settled()
    opener.finish()
  }
}
