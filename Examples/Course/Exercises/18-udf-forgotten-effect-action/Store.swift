/// The one owner of a screen's state: the view reads `state` and sends actions; the store runs
/// the reducer, then starts the effect it returned, whose answers come back as actions. `send`
/// returns at once; the effect runs in a task the store keeps, and cancels when it goes.
@MainActor
final class Store<State: Equatable, Action> {
  /// What the screen shows now.
  private(set) var state: State
  private let reducer: @MainActor (inout State, Action) -> Effect<Action>
  /// The effects running now, by number: each leaves when it ends, and the rest are cancelled
  /// when the store goes.
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextEffect = 0

  init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
    state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
  }

  deinit {
    running.values.forEach { $0.cancel() }
  }

  /// Reduces `action`, then starts its effect in a task the store keeps, and returns at once,
  /// as a tap's handler does; the effect's answers come back as actions.
  func send(_ action: Action) {
    let effect = reducer(&state, action)
    guard let operation = effect.operation else { return }
    let key = nextEffect
    nextEffect += 1
    let send = Send<Action> { [weak self] action in self?.send(action) }
    running[key] = Task { [weak self] in
      await operation(send)
      self?.running[key] = nil
    }
  }
}
