import Instrumentation

/// Runs what a test gives it as the next service or store request begins, while the screen that
/// made the request waits for it; every later request goes straight through.
///
/// Hand ``hook`` to an observed service or store (`ObservedNewsService(mock, willRequest:
/// midRequest.hook)`), set ``next``, then act: the test taps, saves or closes the window in the
/// middle of a load, as a user can before the answer is back.
@MainActor
package final class MidRequest {
  /// What to run as the next request begins; it runs once.
  package var next: (@MainActor () async -> Void)?

  package init() {}

  /// The hook to give an observed service or store.
  package var hook: RequestHook {
    { @MainActor [self] in
      guard let work = next else { return }
      next = nil
      await work()
    }
  }
}
