/// Work a reducer asks for after a state change: call a service, write to a store, and feed
/// what came back to the reducer as an action. An effect is a description until a store (or a
/// test store) runs it; the reducer that returns it stays a pure function of state and action.
struct Effect<Action> {
  /// The work, given a way to send actions back; `nil` for none.
  let operation: (@MainActor (Send<Action>) async -> Void)?

  /// No work.
  static var none: Effect { Effect(operation: nil) }

  /// Work that sends its answers back through `send`.
  static func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) -> Effect {
    Effect(operation: operation)
  }
}

/// How an effect sends an action back: `await send(.usersResponse(result))`.
@MainActor
struct Send<Action> {
  let send: @MainActor (Action) async -> Void

  /// Sends `action` to whoever runs the effect; sends nothing once the effect is cancelled.
  func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await send(action)
  }
}

/// The one place a feature's state changes: an action in, the new state and the work to do
/// next out. It holds the services its effects call, but never calls them itself.
@MainActor
protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action

  /// Changes `state` for `action` and says what work follows.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
