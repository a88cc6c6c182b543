import TextUI

/// Makes a window follow the screen a store's state names: navigation as state, as TCA has it.
///
/// A feature's state holds the state of the screen it shows over its own as an optional: the
/// news list's pushed article (`detail`), the to-do list's presented Add screen (`addTodo`). The
/// view that shows the feature keeps one of these: when an action sets that state, it shows the
/// screen `makeScreen` builds on a store scoped to it; when an action sets it back to `nil`, it
/// hides that screen. No view and no reducer pushes, presents, pops or dismisses for a user's
/// tap: the window does what the state says.
///
/// The view owns the follower and does the showing and hiding itself, in the closures it gives
/// (a push and a pop, or a present and a dismiss); the follower holds the store and the shown
/// screen weakly, and stops watching once the view that owns it is freed.
@MainActor
final class NavigationFollower<State: Equatable, Action: TracedAction, ChildState: Equatable, ChildAction: TracedAction>
{
  private weak var store: Store<State, Action>?
  /// The screen shown for the child state, while it is shown.
  private weak var shown: (any Screen)?
  private let toChild: @MainActor (State) -> ChildState?
  private let fromChild: @MainActor (ChildAction) -> Action
  private let makeScreen: @MainActor (Store<ChildState, ChildAction>) -> any Screen
  private let show: @MainActor (any Screen) -> Void
  private let hide: @MainActor (any Screen) -> Void

  /// Starts following `store`.
  ///
  /// - Parameters:
  ///   - store: the feature's store; held weakly.
  ///   - toChild: the child's state in the feature's state, `nil` when no child is shown, e.g.
  ///     `{ $0.detail }`.
  ///   - fromChild: wraps a child action as the feature's, e.g. `{ .detail($0) }`.
  ///   - makeScreen: builds the child's screen on its scoped store.
  ///   - show: shows the child's screen: the view's own call to its window, a push or a present,
  ///     which `--trace` names as the view's (`View → Window: push(…)`).
  ///   - hide: takes the child's screen away: the view's own call to its window, a pop or a
  ///     dismiss.
  init(
    store: Store<State, Action>, child toChild: @escaping @MainActor (State) -> ChildState?,
    action fromChild: @escaping @MainActor (ChildAction) -> Action,
    screen makeScreen: @escaping @MainActor (Store<ChildState, ChildAction>) -> any Screen,
    show: @escaping @MainActor (any Screen) -> Void, hide: @escaping @MainActor (any Screen) -> Void
  ) {
    self.store = store
    self.toChild = toChild
    self.fromChild = fromChild
    self.makeScreen = makeScreen
    self.show = show
    self.hide = hide
    store.observe(by: self, isView: false) { [weak self] state in self?.follow(state) }
  }

  /// Shows the child's screen when `state` names a child and none is shown, hides it when
  /// `state` names none.
  private func follow(_ state: State) {
    let wantsChild = toChild(state) != nil
    if wantsChild, shown == nil {
      guard let child = store?.scope(state: toChild, action: fromChild) else { return }
      let screen = makeScreen(child)
      shown = screen
      show(screen)
    } else if !wantsChild, let screen = shown {
      shown = nil
      hide(screen)
    }
  }
}
