/// Work a reducer asks the store to do after a state change: call a service, read a store
/// file, and feed what came back to the reducer as an action.
///
/// An effect is a description until the ``Store`` runs it; the reducer that returns it stays a
/// pure function of its state and action. The store awaits each effect it starts, so an action
/// the user sends has settled, effects and all, when `send` returns, and it cancels the
/// effects still running when it is freed: none outlives its store.
struct Effect<Action> {
  /// The work, given a way to send actions back; `nil` for none.
  let operation: (@MainActor (Send<Action>) async -> Void)?

  /// No work.
  static var none: Effect { Effect(operation: nil) }

  /// Work that may send any number of actions back, e.g. one service answer.
  ///
  /// - Parameter operation: the work; it sends actions back through the ``Send`` it is given.
  /// - Returns: the effect.
  static func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) -> Effect {
    Effect(operation: operation)
  }

  /// This effect's actions wrapped as a parent's: how a parent reducer runs a child's effects.
  ///
  /// - Parameter transform: wraps a child action, e.g. `{ .detail($0) }`.
  /// - Returns: the same work, sending the wrapped actions.
  func map<ParentAction>(_ transform: @escaping @MainActor (Action) -> ParentAction) -> Effect<ParentAction> {
    guard let operation else { return .none }
    return .run { send in
      await operation(Send { action, filePath, line in await send(transform(action), filePath: filePath, line: line) })
    }
  }
}

/// How an effect sends an action back to its store: `await send(.driversResponse(result))`.
@MainActor
struct Send<Action> {
  /// Delivers an action with the line that sends it, which the store's trace names.
  let send: @MainActor (Action, String, Int) async -> Void

  /// Sends `action` to the store that runs the effect; returns when it has been reduced and its
  /// own effects have run. Sends nothing once the effect is cancelled.
  ///
  /// - Parameters:
  ///   - action: the answer, e.g. `.driversResponse(.success(drivers))`.
  ///   - filePath: the file that sends it; leave it to the compiler (`--trace=locations`).
  ///   - line: the line that sends it; leave it to the compiler.
  func callAsFunction(_ action: Action, filePath: String = #filePath, line: Int = #line) async {
    guard !Task.isCancelled else { return }
    await send(action, filePath, line)
  }
}
