import Foundation

/// State that several tasks read and change, behind an `NSLock`.
///
/// The store doubles keep their state here rather than in `Synchronization.Mutex`: on Linux a
/// `Mutex` waits on a futex that ThreadSanitizer does not see, so the contract tests that save
/// from many tasks at once reported races that cannot happen. An `NSLock` is a pthread mutex,
/// which ThreadSanitizer understands.
final class LockedState<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the state with the lock held.
  func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
