import Synchronization
import Testing

@testable import UDF

/// A store for tests that makes every state change and every effect answer be asserted, as
/// TCA's `TestStore` does: the exhaustive test is UDF's own idiom.
///
/// ```swift
/// let store = TestStore(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
/// await store.send(.viewDidLoad)                                   // the state is already .loading
/// await store.receive(.driversResponse(.success(drivers))) {
///   $0.search.didLoad(drivers)
///   $0.list = .loaded(drivers)
/// }
/// ```
///
/// - ``send(_:assert:sourceLocation:)`` reduces an action; the closure states how the state
///   changed, from the state before. Any other change, or a change left unstated, fails.
/// - The effect the reducer returns runs at once, but the actions it sends back are not reduced
///   until ``receive(_:assert:sourceLocation:)`` names them, in order, with their change.
/// - Sending while an answer waits to be received fails, and so does freeing the store with one
///   waiting: no effect's action goes unasserted.
///
/// The reducer runs with no view and no ``Store``, so a test reads as the feature's rules.
@MainActor
final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
  /// The state after the last action reduced.
  private(set) var state: R.State
  private let reducer: R
  /// What the effects sent back, not yet received; read when the store is freed.
  private let unreceived = Mutex<[String]>([])
  private var received: [R.Action] = []

  /// - Parameters:
  ///   - initialState: the state before any action.
  ///   - reducer: the reducer under test, with its services (mocks).
  init(initialState: R.State, reducer: R) {
    state = initialState
    self.reducer = reducer
  }

  deinit {
    let left = unreceived.withLock { $0 }
    if !left.isEmpty {
      Issue.record("The test ended with actions the effects sent and no test received: \(left.joined(separator: ", "))")
    }
  }

  /// Sends `action` as a view would, and checks the state it leaves.
  ///
  /// - Parameters:
  ///   - action: the action.
  ///   - update: changes the state before the action into the state expected after it; `nil`
  ///     when the action changes nothing.
  ///   - sourceLocation: where a failure is reported; leave it to the compiler.
  func send(
    _ action: R.Action, assert update: ((inout R.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if !received.isEmpty {
      Issue.record(
        "Sent \(action) with actions still to receive: \(received.map { "\($0)" }.joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
    await reduce(action, update, sourceLocation)
  }

  /// Receives the next action an effect sent back, checks it is `expected`, reduces it and
  /// checks the state it leaves.
  ///
  /// - Parameters:
  ///   - expected: the action the next answer must be.
  ///   - update: changes the state before it into the state expected after it; `nil` for none.
  ///   - sourceLocation: where a failure is reported; leave it to the compiler.
  func receive(
    _ expected: R.Action, assert update: ((inout R.State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard !received.isEmpty else {
      Issue.record("Expected to receive \(expected), but no effect sent an action", sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    _ = unreceived.withLock { $0.removeFirst() }
    guard action == expected else {
      Issue.record("Received \(action), expected \(expected)", sourceLocation: sourceLocation)
      return
    }
    await reduce(action, update, sourceLocation)
  }

  /// Fails when an effect's action is still waiting to be received; the store's end does it
  /// too, but a test may want the failure at a line of its own.
  ///
  /// - Parameter sourceLocation: where a failure is reported; leave it to the compiler.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !received.isEmpty {
      Issue.record(
        "Actions the effects sent and no test received: \(received.map { "\($0)" }.joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
    received.removeAll()
    unreceived.withLock { $0.removeAll() }
  }

  private func reduce(
    _ action: R.Action, _ update: ((inout R.State) -> Void)?, _ sourceLocation: SourceLocation
  ) async {
    var expected = state
    update?(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    if state != expected {
      Issue.record(
        "The state after \(action) is not the one asserted:\n\(Self.difference(expected: expected, actual: state))",
        sourceLocation: sourceLocation)
    }
    if let sent = effect.action {
      received.append(sent.action)
      unreceived.withLock { $0.append("\(sent.action)") }
    }
    guard let operation = effect.operation else { return }
    await operation(
      Send { [weak self] action, _, _ in
        self?.received.append(action)
        self?.unreceived.withLock { $0.append("\(action)") }
      })
  }

  /// The lines of two dumps that differ, marked `−` (expected) and `+` (actual).
  static func difference(expected: R.State, actual: R.State) -> String {
    var expectedDump = ""
    var actualDump = ""
    dump(expected, to: &expectedDump)
    dump(actual, to: &actualDump)
    let old = expectedDump.split(separator: "\n")
    let new = actualDump.split(separator: "\n")
    let removed = old.filter { !new.contains($0) }.map { "− \($0)" }
    let added = new.filter { !old.contains($0) }.map { "+ \($0)" }
    return (removed + added).joined(separator: "\n")
  }
}
