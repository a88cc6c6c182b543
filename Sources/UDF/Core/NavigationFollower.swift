import TextUI

/// Makes a window follow the screen a store's state names: navigation as state, as TCA has it.
///
/// A list feature's state holds its pushed screen's state as an optional (`detail`). The view
/// that shows the list keeps one of these: when an action sets `detail`, it pushes the screen
/// `makeScreen` builds on a store scoped to it; when an action sets it back to `nil`, it pops
/// that screen. No view and no reducer calls `push` or `pop` for a user's tap: the window does
/// what the state says.
///
/// The list view owns the follower and does the pushing and popping itself, in the closures it
/// gives; the follower holds the store and the pushed screen weakly, and stops watching once
/// the view that owns it is freed.
@MainActor
final class NavigationFollower<State: Equatable, Action: TracedAction, ChildState: Equatable, ChildAction: TracedAction>
{
  private weak var store: Store<State, Action>?
  /// The screen pushed for the child state, while it is shown.
  private weak var pushed: (any Screen)?
  private let toChild: @MainActor (State) -> ChildState?
  private let fromChild: @MainActor (ChildAction) -> Action
  private let makeScreen: @MainActor (Store<ChildState, ChildAction>) -> any Screen
  private let push: @MainActor (any Screen) -> Void
  private let pop: @MainActor (any Screen) -> Void

  /// Starts following `store`.
  ///
  /// - Parameters:
  ///   - store: the list's store; held weakly.
  ///   - toChild: the child's state in the list's state, `nil` when no child is shown, e.g.
  ///     `{ $0.detail }`.
  ///   - fromChild: wraps a child action as the list's, e.g. `{ .detail($0) }`.
  ///   - makeScreen: builds the child's screen on its scoped store.
  ///   - push: shows the child's screen: the view's own call to its window, which `--trace`
  ///     names as the view's (`View → Window: push(…)`).
  ///   - pop: takes the child's screen away if it is on top: the view's own call to its window.
  init(
    store: Store<State, Action>, child toChild: @escaping @MainActor (State) -> ChildState?,
    action fromChild: @escaping @MainActor (ChildAction) -> Action,
    screen makeScreen: @escaping @MainActor (Store<ChildState, ChildAction>) -> any Screen,
    push: @escaping @MainActor (any Screen) -> Void, pop: @escaping @MainActor (any Screen) -> Void
  ) {
    self.store = store
    self.toChild = toChild
    self.fromChild = fromChild
    self.makeScreen = makeScreen
    self.push = push
    self.pop = pop
    store.observe(by: self, isView: false) { [weak self] state in self?.follow(state) }
  }

  /// Pushes the child's screen when `state` names a child and none is shown, pops it when
  /// `state` names none.
  private func follow(_ state: State) {
    let wantsChild = toChild(state) != nil
    if wantsChild, pushed == nil {
      guard let child = store?.scope(state: toChild, action: fromChild) else { return }
      let screen = makeScreen(child)
      pushed = screen
      push(screen)
    } else if !wantsChild, let screen = pushed {
      pushed = nil
      pop(screen)
    }
  }
}
