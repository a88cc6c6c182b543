// Wrong solution 19.5 · The task no longer touches the store, so a finished effect is never let go
//
// What it gets wrong: an effect that has finished is never taken out of `running`, so the store keeps every task it ever started, and cancels finished ones when it goes.
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

  deinit {
    running.withLock { tasks in tasks.values.forEach { $0.cancel() } }
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
    let send = Send<Action> { [weak self] action in _ = self?.send(action) }
    let task = Task {
      await operation(send)
    }
    running.withLock { $0[id] = task }
    return task
  }
}
