import Instrumentation
import Synchronization
import TextUI

/// Holds the requests of an observed service or store until the task that made them is
/// cancelled, and counts those held and those cancelled: to see that a controller cancels the
/// load a newer one supersedes, and the work still out when its screen goes.
///
/// A held request counts as settled work while it waits, as `--answers held` does, so the
/// window's actions return while it is out.
@MainActor
final class HeldRequests {
  /// Whether the next requests are held; those begun while it is `false` go straight through.
  var isHolding = true
  /// How many requests were held.
  private(set) var held = 0
  /// How many held requests were cancelled, counted as their task is cancelled.
  var cancelled: Int { cancellations.withLock { $0 } }
  private let cancellations = Mutex(0)

  /// The hook to give an observed service or store.
  var hook: RequestHook {
    { @MainActor [self] in await hold() }
  }

  private func hold() async {
    guard isHolding else { return }
    held += 1
    let ticket = WorkInFlight.current
    ticket?.beginWaiting()
    await withTaskCancellationHandler {
      try? await Task.sleep(for: .seconds(20))
    } onCancel: {
      self.cancellations.withLock { $0 += 1 }
    }
    ticket?.endWaiting()
  }
}
