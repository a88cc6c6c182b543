import Instrumentation
import TextUI
import Tracing

/// When a session's service and store requests are answered.
public enum AnswerDelivery: String, CaseIterable, Sendable {
  /// Each request is answered before the next action, as a fast network would.
  case immediate
  /// Each request waits until the script releases it (`answer`, `answer all`), so a learner can
  /// act while requests are out: `--answers held`.
  case held
}

/// The requests of a `--answers held` run, each waiting until the script releases it.
///
/// A request joins the queue as it begins, after it is traced and the loading frame recorded;
/// ``releaseOldest()`` lets the oldest one through to the service. A request whose task is
/// cancelled leaves the queue at once, and the trace shows it as a message of its own from the
/// role that sent it: `Presenter → Service: searchArticles(matching: "swift") cancelled`.
///
/// While a request waits, the work that sent it counts as settled (a `WorkInFlight` ticket), so
/// an action returns although its answer is still out.
package final class HeldAnswers: Sendable {
  private struct Waiting {
    var id: Int
    var request: ServiceRequest
    var ticket: WorkInFlight.Ticket?
    var release: CheckedContinuation<Void, Never>?
  }

  private struct Queue {
    var nextID = 0
    var waiting: [Waiting] = []
    /// Requests asked and neither released nor cancelled, queued or about to be.
    var pending: Set<Int> = []
    var cancelledEarly: Set<Int> = []
    var cancelledCount = 0
  }

  private let queue = LockedValue(Queue())
  private let client: String

  /// Creates an empty queue for requests sent by `client`.
  ///
  /// - Parameter client: the role that owns the pattern's work (``Pattern/workOwner``), e.g.
  ///   `Presenter`, named as the sender of each cancellation.
  package init(client: String) {
    self.client = client
  }

  /// How many requests wait.
  package var count: Int { queue.withLock { $0.waiting.count } }

  /// How many requests were cancelled before their answers were released.
  package var cancelledCount: Int { queue.withLock { $0.cancelledCount } }

  /// Waits until the script releases `request`, or its task is cancelled.
  ///
  /// - Parameter request: the request as `--trace` names it.
  @MainActor
  package func hold(_ request: ServiceRequest) async {
    let ticket = WorkInFlight.current
    let id = queue.withLock { queue in
      defer { queue.nextID += 1 }
      queue.pending.insert(queue.nextID)
      return queue.nextID
    }
    ticket?.beginWaiting()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (release: CheckedContinuation<Void, Never>) in
        let cancelled = queue.withLock { queue in
          if queue.cancelledEarly.remove(id) != nil { return true }
          queue.waiting.append(Waiting(id: id, request: request, ticket: ticket, release: release))
          return false
        }
        if cancelled { release.resume() }
      }
    } onCancel: {
      cancel(id, request: request, ticket: ticket)
    }
  }

  /// Releases the oldest request still waiting.
  ///
  /// - Returns: the request released, or `nil` when none waits.
  @discardableResult
  package func releaseOldest() -> ServiceRequest? {
    release(choosing: { $0.first?.id })
  }

  /// The ids of the requests waiting now, oldest first.
  package var waitingIDs: [Int] { queue.withLock { $0.waiting.map(\.id) } }

  /// Releases the request `id` if it still waits.
  ///
  /// - Parameter id: one of ``waitingIDs``.
  /// - Returns: whether it still waited.
  package func release(_ id: Int) -> Bool {
    release(choosing: { _ in id }) != nil
  }

  /// Releases the waiting request whose id `choose` picks from the queue, under one lock.
  private func release(choosing choose: ([Waiting]) -> Int?) -> ServiceRequest? {
    guard
      let waiting = queue.withLock({ queue -> Waiting? in
        guard let id = choose(queue.waiting), let index = queue.waiting.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        queue.pending.remove(id)
        return queue.waiting.remove(at: index)
      })
    else { return nil }
    waiting.ticket?.endWaiting()
    waiting.release?.resume()
    return waiting.request
  }

  private func cancel(_ id: Int, request: ServiceRequest, ticket: WorkInFlight.Ticket?) {
    let (wasPending, waiting) = queue.withLock { queue -> (Bool, Waiting?) in
      guard queue.pending.remove(id) != nil else { return (false, nil) }
      queue.cancelledCount += 1
      guard let index = queue.waiting.firstIndex(where: { $0.id == id }) else {
        queue.cancelledEarly.insert(id)
        return (true, nil)
      }
      return (true, queue.waiting.remove(at: index))
    }
    // A request already released is the service's to cancel: the HTTP client closes its socket.
    guard wasPending else { return }
    ticket?.endWaiting()
    traceCancellation(of: request)
    waiting?.release?.resume()
  }

  /// Reports the cancellation on the main actor, as the next job after the one that cancelled:
  /// after the messages the cancelling action sends at once, before the work it starts. The
  /// handler runs on whatever thread cancels, so it does not touch the trace itself; the report
  /// inherits the action's ticket, so the action settles after it.
  private func traceCancellation(of request: ServiceRequest) {
    let client = client
    let line = "\(request.call) cancelled"
    Task { @MainActor in Trace.message(from: client, to: request.receiver, line) }
  }
}
