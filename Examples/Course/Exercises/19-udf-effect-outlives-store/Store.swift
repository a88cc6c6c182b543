// Exercise 19 · UDF · The effect that outlives its screen
//
// What it teaches: an effect's lifetime is its store's. A long-running effect (a timer, a
// subscription, a live list that reloads on every tick) must end when the store that started
// it goes, and the way back from the effect to the store must not keep the store alive. This
// store keeps its effects in `running` and never cancels them, and each effect's way back
// (`Send`, and the task's own clean-up) holds the store strongly: close the screen and the
// store stays, with its effect still loading users every tick, for nobody.
//
// Where to look: `send(_:)` below, the closures it gives `Send` and `Task`; and what this
// store does when it is freed.
// Check: `archdemo course check 19`.
import Synchronization

/// The one owner of a screen's state: the view reads `state` and sends actions; the store runs
/// the reducer, then starts the effect it returned, whose answers come back as actions.
///
/// `send` does not wait for the effect: an effect may run as long as its screen is shown, as
/// the live users list's does. The screen (here, the test) owns the store.
@MainActor
final class Store<State: Equatable, Action> {
  /// What the screen shows now.
  private(set) var state: State
  private let reducer: @MainActor (inout State, Action) -> Effect<Action>
  /// The effects running now, by number.
  private let running = Mutex<[Int: Task<Void, Never>]>([:])
  private var nextEffect = 0

  init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
    state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Reduces `action` and starts its effect.
  ///
  /// - Returns: the task that runs the effect, `nil` when there is none.
  @discardableResult
  func send(_ action: Action) -> Task<Void, Never>? {
    let effect = reducer(&state, action)
    guard let operation = effect.operation else { return nil }
    let id = nextEffect
    nextEffect += 1
    let send = Send<Action> { action in _ = self.send(action) }
    let task = Task {
      await operation(send)
      self.running.withLock { $0[id] = nil }
    }
    running.withLock { $0[id] = task }
    return task
  }
}
