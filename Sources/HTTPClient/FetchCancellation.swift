import Foundation

/// Wakes a fetch's socket waits when its task is cancelled, so the socket is closed at once.
///
/// A pipe whose read end every wait polls beside the socket: ``cancel()`` writes a byte to it,
/// from any thread. A pipe is the one wake-up Darwin and Linux spell alike; `shutdown(2)` does
/// not wake a socket that is still connecting on Linux.
package final class FetchCancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var descriptors: (read: Int32, write: Int32)?
  private var cancelled = false

  /// A cancellation with a pipe of its own; without a pipe (none left), waits end only at
  /// their deadlines.
  package init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    descriptors = (ends[0], ends[1])
  }

  /// The descriptor that becomes readable once the fetch is cancelled, or -1 (which `poll(2)`
  /// skips).
  var readEnd: Int32 { lock.withLock { descriptors?.read ?? -1 } }

  /// Whether ``cancel()`` has been called.
  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Wakes every wait of the fetch, now and later.
  package func cancel() {
    lock.withLock {
      cancelled = true
      guard let descriptors else { return }
      var byte: UInt8 = 1
      _ = write(descriptors.write, &byte, 1)
    }
  }

  /// Closes the pipe once the fetch is over.
  package func close() {
    lock.withLock {
      guard let ends = descriptors else { return }
      Sockets.close(ends.read)
      Sockets.close(ends.write)
      descriptors = nil
    }
  }
}
