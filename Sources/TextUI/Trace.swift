/// A message crossing a layer boundary, as `--trace` prints it: `View → Presenter: viewDidLoad()`.
public struct TraceMessage: Hashable, Sendable, CustomStringConvertible {
  /// The role that sends the message, e.g. `View`.
  public var sender: String
  /// The role that receives it, e.g. `Presenter`.
  public var receiver: String
  /// The message, written as a call or a fact, e.g. `searchTextChanged("ham")`.
  public var message: String

  public init(sender: String, receiver: String, message: String) {
    self.sender = sender
    self.receiver = receiver
    self.message = message
  }

  public var description: String { "\(sender) → \(receiver): \(message)" }
}

/// Collects the trace messages of one run, in the order they were sent.
@MainActor
public final class TraceLog {
  /// Every message so far.
  public private(set) var messages: [TraceMessage] = []
  private let onMessage: (TraceMessage) -> Void

  /// - Parameter onMessage: called with each message as it is sent, e.g. to print it.
  public init(onMessage: @escaping (TraceMessage) -> Void = { _ in }) {
    self.onMessage = onMessage
  }

  @usableFromInline
  func record(_ message: TraceMessage) {
    messages.append(message)
    onMessage(message)
  }
}

/// Where code reports a message crossing a layer boundary.
///
/// A trace log is bound to the task that drives a screen (`Trace.$log.withValue(log) { … }`),
/// so every call made while handling an action reports to it. With no log bound — the usual
/// case — ``message(from:to:_:)`` reads one task-local value and returns: the message text is
/// never built, and nothing about the screen changes.
public enum Trace {
  @TaskLocal public static var log: TraceLog?

  /// Reports that `sender` sends `message` to `receiver`.
  ///
  /// - Parameters:
  ///   - sender: the sending role, e.g. `View`.
  ///   - receiver: the receiving role, e.g. `Presenter`.
  ///   - message: the message; only evaluated while tracing.
  @MainActor @inlinable
  public static func message(from sender: String, to receiver: String, _ message: @autoclosure () -> String) {
    guard let log else { return }
    log.record(TraceMessage(sender: sender, receiver: receiver, message: message()))
  }
}
