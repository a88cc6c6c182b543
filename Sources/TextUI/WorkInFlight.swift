/// The work a screen's actions started and have not finished: how a window knows that an action
/// has settled although its handler returned at once.
///
/// A handler is synchronous, as a `UIAction`'s and a SwiftUI button's are: it starts a `Task`
/// where the work takes time, and returns. To tell when that work is over without any pattern
/// reporting it, the window runs each handler under a *ticket*, a task-local value every `Task`
/// started inside the handler inherits (and every task those start); a ticket ends when the last
/// task holding it has finished. An action has settled when every ticket has ended, or waits
/// for an answer the script holds (`--answers held`: ``Ticket/beginWaiting()``).
///
/// Nothing here is seen by a pattern: a screen's code starts and cancels its tasks as an app
/// does, and the window waits for them.
package final class WorkInFlight: Sendable {
  /// One action's work: alive while the handler runs and while any task started from it runs.
  package final class Ticket: Sendable {
    fileprivate let owner: WorkInFlight
    fileprivate let id: Int
    /// The tickets of the work that started this one while it ran, innermost first: work that
    /// waits for this one to settle, so this one does not wait for it.
    fileprivate let enclosing: [Int]

    fileprivate init(owner: WorkInFlight, id: Int, enclosing: [Int]) {
      self.owner = owner
      self.id = id
      self.enclosing = enclosing
    }

    deinit {
      owner.update { $0.waiting[id] = nil }
    }

    /// Marks this work as waiting for an answer the script holds, so the action counts as settled.
    package func beginWaiting() {
      owner.update { $0.waiting[id, default: 0] += 1 }
    }

    /// Marks a held answer of this work as released or cancelled: the work runs again, and the
    /// action has not settled until it stops.
    package func endWaiting() {
      owner.update { state in
        if let count = state.waiting[id] { state.waiting[id] = max(0, count - 1) }
      }
    }
  }

  /// The ticket of the work running now, or `nil` outside any tracked action.
  @TaskLocal package static var current: Ticket?

  fileprivate struct State {
    var nextID = 0
    /// Each live ticket, with how many held answers its work waits for.
    var waiting: [Int: Int] = [:]
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = LockedValue(State())

  package init() {}

  /// Whether no work is running: every ticket has ended or waits for a held answer.
  package var isSettled: Bool {
    state.withLock { Self.isSettled($0, excluding: []) }
  }

  /// Runs `body` under a new ticket, which every task it starts inherits.
  ///
  /// - Parameter body: the handler, e.g. a screen's action.
  /// - Returns: what `body` returns.
  @discardableResult
  package func track<Result>(_ body: () -> Result) -> Result {
    Self.$current.withValue(newTicket(), operation: body)
  }

  /// Runs `body` under a new ticket and waits until it returns: for a composition root, which
  /// awaits its first screen.
  ///
  /// - Parameter body: the work to run.
  package func track(awaiting body: @MainActor () async -> Void) async {
    await Self.$current.withValue(newTicket()) { await body() }
  }

  /// Returns when every task started under this object's tickets has finished or waits for a
  /// held answer.
  ///
  /// Work that runs under one of its tickets does not wait for itself, nor for the work that
  /// started it: a test that taps a button while a request is out waits for the tap's work, not
  /// for the request's.
  ///
  /// It runs on the caller's actor: an action that started no work (a search that filters at
  /// once) returns without leaving the main actor, where a hop to the global executor and back
  /// would cost more than the action.
  ///
  /// - Parameter isolation: the caller's actor, which the method stays on.
  package func settled(isolation: isolated (any Actor)? = #isolation) async {
    let own = Set(Self.current.map { $0.owner === self ? [$0.id] + $0.enclosing : [] } ?? [])
    while !isSettled(excluding: own) {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let settledNow = state.withLock { state in
          if Self.isSettled(state, excluding: own) { return true }
          state.waiters.append(continuation)
          return false
        }
        // Otherwise the next change resumes it, and the loop looks again.
        if settledNow { continuation.resume() }
      }
    }
  }

  private func isSettled(excluding own: Set<Int>) -> Bool {
    state.withLock { Self.isSettled($0, excluding: own) }
  }

  private static func isSettled(_ state: State, excluding own: Set<Int>) -> Bool {
    state.waiting.allSatisfy { id, count in own.contains(id) || count > 0 }
  }

  private func newTicket() -> Ticket {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.waiting[state.nextID] = 0
      return state.nextID
    }
    let enclosing = Self.current.map { $0.owner === self ? [$0.id] + $0.enclosing : [] } ?? []
    return Ticket(owner: self, id: id, enclosing: enclosing)
  }

  /// Changes the state, then wakes every waiter to look again.
  fileprivate func update(_ change: (inout State) -> Void) {
    let waiters = state.withLock { state in
      change(&state)
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
