import Testing

@testable import E20UDFDuplicatedDerivedState

/// A store for tests that makes every state change and every effect's answer be asserted, as
/// TCA's `TestStore` does (a small copy of the kit's).
///
/// - `send(_:assert:)` reduces an action; the closure states how the state changed, from the
///   state before. Any other change, or a change left unstated, fails.
/// - The effect the reducer returns runs at once, but the actions it sends back are not reduced
///   until `receive(_:assert:)` names them, in order, with their change.
/// - `finish()` fails when an answer was left unreceived.
@MainActor
final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
  /// The state after the last action reduced.
  private(set) var state: R.State
  private let reducer: R
  private var received: [R.Action] = []

  init(initialState: R.State, reducer: R) {
    state = initialState
    self.reducer = reducer
  }

  /// Sends `action` as a view would, and checks the state it leaves.
  func send(
    _ action: R.Action, assert update: ((inout R.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    #expect(
      received.isEmpty, "sent \(action) with answers still to receive: \(received)", sourceLocation: sourceLocation)
    await reduce(action, update, sourceLocation)
  }

  /// Receives the next action an effect sent back, checks it is `expected`, reduces it and
  /// checks the state it leaves.
  func receive(
    _ expected: R.Action, assert update: ((inout R.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard let action = received.first else {
      #expect(
        Bool(false), "expected to receive \(expected), but no effect sent an action", sourceLocation: sourceLocation)
      return
    }
    received.removeFirst()
    guard action == expected else {
      #expect(action == expected, "received another answer than the one expected", sourceLocation: sourceLocation)
      return
    }
    await reduce(action, update, sourceLocation)
  }

  /// Fails when an effect's answer is still waiting to be received.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(received.isEmpty, "answers no test received: \(received)", sourceLocation: sourceLocation)
    received.removeAll()
  }

  private func reduce(_ action: R.Action, _ update: ((inout R.State) -> Void)?, _ sourceLocation: SourceLocation)
    async
  {
    var expected = state
    update?(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    #expect(state == expected, "the state after \(action) is not the one asserted", sourceLocation: sourceLocation)
    guard let operation = effect.operation else { return }
    await operation(Send { [weak self] action in self?.received.append(action) })
  }
}
