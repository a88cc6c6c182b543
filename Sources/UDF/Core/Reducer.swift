/// The one place a feature's state changes: what happened (an action) in, the new state and
/// the work to do next (an effect) out.
///
/// A reducer is a value with no state of its own. It holds the services its effects call, as
/// TCA's dependencies do, but never calls them itself: it only describes, in the ``Effect`` it
/// returns, the work the ``Store`` runs after the state has changed. So a reducer is tested
/// with no view, no store and no waiting: give it a state and an action, read the state after.
@MainActor
protocol Reducer<State, Action> {
  /// Everything the feature's screen shows, as a value.
  associatedtype State
  /// What happened: the user's events and the answers of the effects.
  associatedtype Action

  /// Changes `state` for `action` and says what work follows.
  ///
  /// - Parameters:
  ///   - state: the feature's state, changed in place.
  ///   - action: what happened.
  /// - Returns: the work to run next, or ``Effect/none``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
