import Observation
import Synchronization
import Tracing

/// The one owner of a screen's state: the view reads ``state`` and sends actions; the store
/// runs the reducer and the effects it returns, in that order, one action at a time.
///
/// Data flows one way. A view never changes state: it sends an action (`View → Store`), the
/// store hands it to the reducer (`Store → Reducer`), tells the views that watch it that the
/// state changed (`Store → View`), then runs the effect the reducer returned, whose answers
/// come back as actions (`Effect → Store`); an action an effect delivers at once
/// (``Effect/send(_:filePath:line:)``) is reduced before `send` returns. `send` returns once the
/// effect has started, as a tap's handler does: the store keeps the effect's task, cancels it when a newer effect of the
/// same id supersedes it (``Effect/cancellable(id:cancelInFlight:)``), and when the store goes.
///
/// A screen pushed from another gets a store ``scope(state:action:)``d from its parent's: it
/// shows a part of the parent's state and sends its actions wrapped as the parent's, so one
/// reducer and one state describe a feature, its navigation included.
///
/// Its ``state`` is observable (Observation), as TCA's `@ObservableState` makes a store's: a
/// declarative view that reads it in its body is drawn again when an action changes it, and
/// only then; an imperative view watches with ``observe(by:isView:_:)`` instead.
@MainActor
final class Store<State: Equatable, Action: TracedAction>: Observable {
  /// What the screen shows now; reading it is observed, and a new value that differs from the
  /// last is reported to whatever read it.
  private(set) var state: State {
    get {
      registrar.access(self, keyPath: stateKey)
      return current
    }
    set {
      registrar.withMutation(of: self, keyPath: stateKey) { current = newValue }
    }
  }
  /// The state itself, which ``state`` reads and writes through the registrar.
  private var current: State
  /// Tells the views that read ``state`` that it changed.
  private let registrar = ObservationRegistrar()
  /// The key path the registrar reports ``state`` under, made once: a generic class's key path
  /// is built at run time wherever it is written, which cost more than the action that read it.
  private let stateKey: KeyPath<Store, State> = \.state
  /// The reducer, for a root store; `nil` for a scoped one, which forwards to its parent.
  private let reducer: (@MainActor (inout State, Action) -> Effect<Action>)?
  /// Where a scoped store sends its actions: its parent, wrapped.
  private let forward: (@MainActor (Action) -> Void)?
  private var watchers: [Watcher] = []
  /// The effects running now, cancelled when the store is freed: none outlives its store.
  private let running = Mutex<[Int: Task<Void, Never>]>([:])
  private var nextEffect = 0
  /// The running effects that have an id, e.g. the load a second refresh cancels.
  private var keys: [AnyHashable: Int] = [:]

  /// A root store, which owns its state and its reducer.
  ///
  /// - Parameters:
  ///   - initialState: the state before any action.
  ///   - reducer: the feature's reducer.
  init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
    current = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    forward = nil
  }

  private init(scopedState: State, forward: @escaping @MainActor (Action) -> Void) {
    current = scopedState
    reducer = nil
    self.forward = forward
  }

  deinit {
    running.withLock { tasks in tasks.values.forEach { $0.cancel() } }
  }

  /// Sends `action`: reduces it, tells the watching views, starts its effect, and returns, as
  /// a tap's handler does; the effect runs on in a task the store keeps.
  ///
  /// - Parameter action: what happened.
  func send(_ action: Action) {
    if let forward {
      forward(action)
      return
    }
    guard let reducer else { return }
    Trace.message(from: "Store", to: "Reducer", "reduce(\(action.traceText))")
    // Reduced on a copy, so that an action that changes nothing reports no change.
    var next = current
    let effect = reducer(&next, action)
    if next != current {
      state = next
      notifyObservers()
    }
    start(effect)
  }

  /// Cancels what `effect` cancels, then reduces the action it delivers at once, if any, or
  /// starts its work in a task kept until it ends.
  private func start(_ effect: Effect<Action>) {
    var cancelled = effect.cancelledIDs
    if effect.cancelsInFlight, let id = effect.id { cancelled.append(id) }
    for id in cancelled {
      guard let key = keys.removeValue(forKey: id) else { continue }
      running.withLock { $0.removeValue(forKey: key) }?.cancel()
    }
    if let sent = effect.action {
      Trace.message(
        from: "Effect", to: "Store", "send(\(sent.action.traceText))", filePath: sent.filePath, line: sent.line)
      send(sent.action)
    }
    guard let operation = effect.operation else { return }
    let key = nextEffect
    nextEffect += 1
    if let id = effect.id { keys[id] = key }
    let send = Send<Action> { [weak self] action, filePath, line in
      guard let self else { return }
      Trace.message(from: "Effect", to: "Store", "send(\(action.traceText))", filePath: filePath, line: line)
      self.send(action)
    }
    let task = Task { [weak self] in
      await operation(send)
      self?.finished(key, id: effect.id)
    }
    running.withLock { $0[key] = task }
  }

  private func finished(_ key: Int, id: AnyHashable?) {
    running.withLock { _ = $0.removeValue(forKey: key) }
    if let id, keys[id] == key { keys[id] = nil }
  }

  /// One that watches the store: told each new state while it lives, held weakly.
  private struct Watcher {
    weak var object: AnyObject?
    let isView: Bool
    let onChange: @MainActor (State) -> Void
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
  func observe(by watcher: AnyObject, isView: Bool = true, _ onChange: @escaping @MainActor (State) -> Void) {
    watchers.append(Watcher(object: watcher, isView: isView, onChange: onChange))
  }

  private func notifyObservers() {
    watchers.removeAll { $0.object == nil }
    // A snapshot: a watcher that pushes a screen adds the pushed screen's store as a watcher,
    // which is told from the next change on.
    for watcher in watchers where watcher.object != nil {
      if watcher.isView { Trace.message(from: "Store", to: "View", "state") }
      watcher.onChange(state)
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
      self.send(fromChild(action))
    }
    observe(by: child, isView: false) { [weak child] parentState in
      guard let child, let childState = toChild(parentState), childState != child.state else { return }
      child.update(childState)
    }
    return child
  }

  private func update(_ newState: State) {
    state = newState
    notifyObservers()
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
