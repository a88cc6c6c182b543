/// The one owner of a screen's state: the view reads `state` and sends actions; the store runs
/// the reducer, then the effect it returned, whose answers come back as actions. `send`
/// returns when the effect, and every action it sent back, has settled.
@MainActor
final class Store<State: Equatable, Action> {
  /// What the screen shows now.
  private(set) var state: State
  private let reducer: @MainActor (inout State, Action) -> Effect<Action>

  init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
    state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Reduces `action`, then runs its effect; returns when all of it has settled.
  func send(_ action: Action) async {
    let effect = reducer(&state, action)
    guard let operation = effect.operation else { return }
    await operation(Send { [weak self] action in await self?.send(action) })
  }
}
