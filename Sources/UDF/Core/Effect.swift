/// Work a reducer asks the store to do after a state change: call a service, read a store
/// file, and feed what came back to the reducer as an action.
///
/// An effect is a description until the ``Store`` runs it; the reducer that returns it stays a
/// pure function of its state and action. An effect that only delivers an action, ``send(_:filePath:line:)``,
/// runs no task: the store reduces that action at once, before its own `send` returns. The
/// store runs every other effect in a task it keeps and returns from `send` at once, as a
/// tap's handler returns; it cancels an effect marked
/// ``cancellable(id:cancelInFlight:)`` when a newer one of the same id starts, or when an
/// effect ``cancel(id:)`` says so, and every effect still running when it is freed: none
/// outlives its store. TCA spells them the same way.
struct Effect<Action> {
  /// The work, given a way to send actions back; `nil` for none.
  let operation: (@MainActor (Send<Action>) async -> Void)?
  /// The action to deliver at once, with the file and line that wrote it; `nil` for none.
  private(set) var action: (action: Action, filePath: String, line: Int)?
  /// The id the work runs under, so a newer effect or ``cancel(id:)`` can cancel it.
  private(set) var id: AnyHashable?
  /// Whether starting this effect cancels the one of the same id still running.
  private(set) var cancelsInFlight = false
  /// The ids whose running work this effect cancels.
  private(set) var cancelledIDs: [AnyHashable] = []

  private init(operation: (@MainActor (Send<Action>) async -> Void)?) {
    self.operation = operation
  }

  /// No work.
  static var none: Effect { Effect(operation: nil) }

  /// Work that may send any number of actions back, e.g. one service answer.
  ///
  /// - Parameter operation: the work; it sends actions back through the ``Send`` it is given.
  /// - Returns: the effect.
  static func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) -> Effect {
    Effect(operation: operation)
  }

  /// An action delivered at once, with no task and no waiting: the store reduces it right after
  /// the action that returned this effect, before its `send` returns. How a child tells its
  /// parent what happened, e.g. `.send(.delegate(.cancelled))`, as TCA's `Effect.send` does.
  ///
  /// - Parameters:
  ///   - action: the action to deliver.
  ///   - filePath: the file that returns the effect; leave it to the compiler (`--trace=locations`).
  ///   - line: the line that returns it; leave it to the compiler.
  /// - Returns: the effect.
  static func send(_ action: Action, filePath: String = #filePath, line: Int = #line) -> Effect {
    var effect = Effect(operation: nil)
    effect.action = (action, filePath, line)
    return effect
  }

  /// Cancels the work running under `id`, e.g. a load whose screen the user left.
  ///
  /// - Parameter id: the id the work was made ``cancellable(id:cancelInFlight:)`` with.
  /// - Returns: the effect.
  static func cancel(id: some Hashable & Sendable) -> Effect {
    var effect = Effect(operation: nil)
    effect.cancelledIDs = [AnyHashable(id)]
    return effect
  }

  /// This work, running under `id`: ``cancel(id:)`` cancels it, and with `cancelInFlight` so
  /// does a newer effect of the same id, e.g. a second refresh.
  ///
  /// - Parameters:
  ///   - id: what names the work, e.g. a case of the feature's `CancelID`.
  ///   - cancelInFlight: whether starting this cancels the work of the same id still running.
  /// - Returns: the effect.
  func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    var effect = self
    effect.id = AnyHashable(id)
    effect.cancelsInFlight = cancelInFlight
    return effect
  }

  /// This effect's actions wrapped as a parent's: how a parent reducer runs a child's effects.
  ///
  /// - Parameter transform: wraps a child action, e.g. `{ .detail($0) }`.
  /// - Returns: the same work, sending the wrapped actions, under the same id.
  @MainActor func map<ParentAction>(_ transform: @escaping @MainActor (Action) -> ParentAction) -> Effect<ParentAction>
  {
    var mapped = Effect<ParentAction>.none
    if let operation {
      mapped = .run { send in
        await operation(Send { action, filePath, line in send.send(transform(action), filePath, line) })
      }
    }
    if let action { mapped.action = (transform(action.action), action.filePath, action.line) }
    mapped.id = id
    mapped.cancelsInFlight = cancelsInFlight
    mapped.cancelledIDs = cancelledIDs
    return mapped
  }
}

/// How an effect sends an action back to its store: `await send(.driversResponse(result))`.
@MainActor
struct Send<Action> {
  /// Delivers an action with the line that sends it, which the store's trace names.
  let send: @MainActor (Action, String, Int) -> Void

  /// Sends `action` to the store that runs the effect, which reduces it and starts its own
  /// effect before this returns. Sends nothing once the effect is cancelled: a late answer of
  /// work that was superseded, or whose screen has gone, never reaches the reducer.
  ///
  /// - Parameters:
  ///   - action: the answer, e.g. `.driversResponse(.success(drivers))`.
  ///   - filePath: the file that sends it; leave it to the compiler (`--trace=locations`).
  ///   - line: the line that sends it; leave it to the compiler.
  func callAsFunction(_ action: Action, filePath: String = #filePath, line: Int = #line) async {
    guard !Task.isCancelled else { return }
    send(action, filePath, line)
  }
}
