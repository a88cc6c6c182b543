import Foundation

/// A value several threads read and change, behind an `NSLock`: the window's work in flight and
/// the answers a script holds.
///
/// Not `Synchronization.Mutex`: on Linux a `Mutex` waits on a futex that ThreadSanitizer does not
/// see, so the sanitized tests reported races between two accesses the lock kept apart. An
/// `NSLock` is a pthread mutex, which ThreadSanitizer understands (as `LockedState`, the test
/// doubles' lock, says too).
package final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, changed in place, while no other thread holds the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
