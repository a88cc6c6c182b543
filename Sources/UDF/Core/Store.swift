import Synchronization
import Tracing

/// The one owner of a screen's state: the view reads ``state`` and sends actions; the store
/// runs the reducer and the effects it returns, in that order, one action at a time.
///
/// Data flows one way. A view never changes state: it sends an action (`View → Store`), the
/// store hands it to the reducer (`Store → Reducer`), tells the views that watch it that the
/// state changed (`Store → View`), then runs the effect the reducer returned, whose answers
/// come back as actions (`Effect → Store`). `send` returns when all of that has settled, so a
/// test or the harness awaits an action end to end.
///
/// A screen pushed from another gets a store ``scope(state:action:)``d from its parent's: it
/// shows a part of the parent's state and sends its actions wrapped as the parent's, so one
/// reducer and one state describe a feature, its navigation included.
@MainActor
final class Store<State: Equatable, Action: TracedAction> {
  /// What the screen shows now.
  private(set) var state: State
  /// The reducer, for a root store; `nil` for a scoped one, which forwards to its parent.
  private let reducer: (@MainActor (inout State, Action) -> Effect<Action>)?
  /// Where a scoped store sends its actions: its parent, wrapped.
  private let forward: (@MainActor (Action) async -> Void)?
  private var watchers: [Watcher] = []
  /// The effects running now, cancelled when the store is freed: none outlives its store.
  private let running = Mutex<[Int: Task<Void, Never>]>([:])
  private var nextEffect = 0

  /// A root store, which owns its state and its reducer.
  ///
  /// - Parameters:
  ///   - initialState: the state before any action.
  ///   - reducer: the feature's reducer.
  init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
    state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    forward = nil
  }

  private init(scopedState: State, forward: @escaping @MainActor (Action) async -> Void) {
    state = scopedState
    reducer = nil
    self.forward = forward
  }

  deinit {
    running.withLock { tasks in tasks.values.forEach { $0.cancel() } }
  }

  /// Sends `action`: reduces it, tells the watching views, runs its effect; returns when the
  /// effect, and every action it sent back, has settled.
  ///
  /// - Parameter action: what happened.
  func send(_ action: Action) async {
    if let forward {
      await forward(action)
      return
    }
    guard let reducer else { return }
    Trace.message(from: "Store", to: "Reducer", "reduce(\(action.traceText))")
    let before = state
    let effect = reducer(&state, action)
    if state != before { await notifyObservers() }
    guard let operation = effect.operation else { return }
    await run(operation)
  }

  private func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) async {
    let id = nextEffect
    nextEffect += 1
    let send = Send<Action> { [weak self] action, filePath, line in
      guard let self else { return }
      Trace.message(from: "Effect", to: "Store", "send(\(action.traceText))", filePath: filePath, line: line)
      await self.send(action)
    }
    let task = Task { await operation(send) }
    running.withLock { $0[id] = task }
    await task.value
    running.withLock { $0[id] = nil }
  }

  /// One that watches the store: told each new state while it lives, held weakly.
  private struct Watcher {
    weak var object: AnyObject?
    let isView: Bool
    let onChange: @MainActor (State) async -> Void
  }

  /// Calls `onChange` with the new state each time an action changes it, for as long as
  /// `watcher` lives: how a view is told to redraw, and how a navigating view pushes or pops the
  /// screen its state names. The store holds `watcher` weakly and forgets it once it is freed.
  ///
  /// - Parameters:
  ///   - watcher: the view (or scoped store, or follower) that watches; `onChange` must not
  ///     capture it strongly.
  ///   - isView: whether a view watches, so that `--trace` shows the notice (`Store → View:
  ///     state`); a scoped store and a view's navigation follower watch for a view, untraced.
  ///   - onChange: told the new state.
  func observe(by watcher: AnyObject, isView: Bool = true, _ onChange: @escaping @MainActor (State) async -> Void) {
    watchers.append(Watcher(object: watcher, isView: isView, onChange: onChange))
  }

  private func notifyObservers() async {
    watchers.removeAll { $0.object == nil }
    // A snapshot: a watcher that pushes a screen adds the pushed screen's store as a watcher,
    // which is told from the next change on.
    for watcher in watchers where watcher.object != nil {
      if watcher.isView { Trace.message(from: "Store", to: "View", "state") }
      await watcher.onChange(state)
    }
  }

  /// A store for a part of this store's state: a pushed screen's, e.g. the article a news list
  /// shows in detail.
  ///
  /// The child shows `toChild` of this state, keeping the last value it had when that becomes
  /// `nil` (the screen being popped draws its last state), and sends its actions to this store
  /// wrapped by `fromChild`.
  ///
  /// - Parameters:
  ///   - toChild: the child's state in this state, or `nil` when there is none.
  ///   - fromChild: wraps a child action as one of this store's.
  /// - Returns: the child store, or `nil` when the state holds no child now.
  func scope<ChildState: Equatable, ChildAction: TracedAction>(
    state toChild: @escaping @MainActor (State) -> ChildState?,
    action fromChild: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = toChild(state) else { return nil }
    let child = Store<ChildState, ChildAction>(scopedState: initial) { [self] action in
      await self.send(fromChild(action))
    }
    observe(by: child, isView: false) { [weak child] parentState in
      guard let child, let childState = toChild(parentState), childState != child.state else { return }
      await child.update(childState)
    }
    return child
  }

  private func update(_ newState: State) async {
    state = newState
    await notifyObservers()
  }
}

/// A screen's state that lists items in a table: the view, the table's data source, asks the
/// store for the items in view and formats them, so a million matches cost the rows on screen.
protocol ListedState {
  associatedtype Item: Equatable
  /// What the list shows: loading, the items, an empty state or an error.
  var list: ListState<Item> { get }
}

extension Store where State: ListedState {
  /// How many rows the list has now.
  var numberOfRows: Int { state.list.items.count }

  /// The items at `range`, the rows in view.
  ///
  /// - Parameter range: 0-based positions, within `0..<numberOfRows`.
  func rows(in range: Range<Int>) -> ArraySlice<State.Item> {
    state.list.items[range]
  }
}
