// Tracing — the kit's `--trace`: who sends which message to whom.
//
// A message is a call or a property write from an object of one role onto an object of
// another role, plus each change notification a binding delivers. It is reported at the edge
// where it crosses: service and store decorators, the window's navigation and user input, the
// views, the MVVM binding, the MVC text views. The logic a learner reads stays free of it.
// This target imports nothing but the standard library.

/// A message crossing a layer boundary, as `--trace` prints it: `Sender → Receiver: call(argument)`.
///
/// Two messages are equal when they say the same: the same sender, receiver and message. Where
/// in the source each was written (``source``) is kept beside what it says, not part of it, so
/// the same message sent from each pattern's own file compares equal across patterns.
@usableFromInline package struct TraceMessage: Hashable, Sendable, CustomStringConvertible {
  /// The role that sends the message, e.g. `View`.
  package var sender: String
  /// The role that receives it, e.g. `Presenter`.
  package var receiver: String
  /// The message, written as a call or a property write, as the sender makes it.
  package var message: String
  /// The line of source that wrote the message, when it is known.
  package var source: SourceLine?

  /// Creates a message from its three parts.
  ///
  /// - Parameters:
  ///   - sender: the role that sends the message, e.g. `View`.
  ///   - receiver: the role that receives it, e.g. `Presenter`.
  ///   - message: the call or property write, as the sender makes it.
  ///   - source: the line of source that wrote it.
  @usableFromInline package init(sender: String, receiver: String, message: String, source: SourceLine? = nil) {
    self.sender = sender
    self.receiver = receiver
    self.message = message
    self.source = source
  }

  /// The line `--trace` prints: `Sender → Receiver: call(argument)`.
  @usableFromInline package var description: String { "\(sender) → \(receiver): \(message)" }

  @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sender == rhs.sender && lhs.receiver == rhs.receiver && lhs.message == rhs.message
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(sender)
    hasher.combine(receiver)
    hasher.combine(message)
  }
}

/// A line of the kit's source: where a trace message was written.
@usableFromInline package struct SourceLine: Hashable, Sendable, CustomStringConvertible {
  /// The file as the compiler named it (`#filePath`).
  package var filePath: String
  /// The line in that file, from 1.
  package var line: Int

  /// Creates a source line.
  ///
  /// - Parameters:
  ///   - filePath: the file, as `#filePath` gives it.
  ///   - line: the line, as `#line` gives it.
  @usableFromInline package init(filePath: String, line: Int) {
    self.filePath = filePath
    self.line = line
  }

  /// The file's path from the package folder, e.g. `Sources/MVP/Drivers/DriversView.swift`:
  /// `filePath` from its last `Sources/` or `Tests/` folder on, or as it is when it has neither.
  package var relativePath: String {
    let components = filePath.split(separator: "/", omittingEmptySubsequences: false)
    guard let start = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return filePath }
    return components[start...].joined(separator: "/")
  }

  /// `relativePath:line`, as `--trace=locations` prints it.
  @usableFromInline package var description: String { "\(relativePath):\(line)" }
}

/// Collects the trace messages of one run, in the order they were sent.
///
/// Bind a log to ``Trace/log`` while a screen handles its actions, and every edge that reports
/// a message appends to it. Tests and `archdemo compare` read ``messages`` afterwards to check
/// or count them; the command line hands each message on as it comes and keeps none, so a run of
/// any length costs the same memory.
@MainActor
public final class TraceLog {
  /// Every message so far (none when the log does not keep them).
  package private(set) var messages: [TraceMessage] = []
  private let keeps: Bool
  private let onMessage: (TraceMessage) -> Void

  /// How many messages were sent, kept or not.
  public private(set) var count = 0

  /// Creates an empty log.
  ///
  /// - Parameters:
  ///   - keeping: whether ``messages`` keeps them; `false` when `onMessage` is all that needs them.
  ///   - onMessage: called with each message as it is sent, e.g. to print it.
  package init(keeping: Bool = true, onMessage: @escaping (TraceMessage) -> Void) {
    self.keeps = keeping
    self.onMessage = onMessage
  }

  /// Creates an empty log that only keeps the messages.
  public convenience init() {
    self.init(onMessage: { _ in })
  }

  @usableFromInline
  func record(_ message: TraceMessage) {
    count += 1
    if keeps { messages.append(message) }
    onMessage(message)
  }
}

/// Where an edge reports a message crossing a layer boundary.
///
/// A trace log is bound to the task that drives a screen (`Trace.$log.withValue(log) { … }`),
/// so every call made while handling an action reports to it. With no log bound — the usual
/// case — ``message(from:to:_:filePath:line:)`` reads one task-local value and returns: the message text is
/// never built, and nothing about the screen changes.
public enum Trace {
  /// The log the messages of the current task go to, or `nil` when nothing is traced.
  ///
  /// Being task-local, it follows the work of one screen and nothing else: two sessions traced
  /// at once never mix their messages.
  @TaskLocal public static var log: TraceLog?

  /// Reports that `sender` sends `message` to `receiver`.
  ///
  /// The caller's file and line are recorded with the message (``TraceMessage/source``), so a
  /// message can be followed to the line that sends it (`--trace=locations`).
  ///
  /// - Parameters:
  ///   - sender: the sending role, e.g. `View`.
  ///   - receiver: the receiving role, e.g. `Presenter`.
  ///   - message: the message; only evaluated while tracing.
  ///   - filePath: the file that sends it; leave it to the compiler.
  ///   - line: the line that sends it; leave it to the compiler.
  @MainActor @inlinable
  public static func message(
    from sender: String, to receiver: String, _ message: @autoclosure () -> String,
    filePath: String = #filePath, line: Int = #line
  ) {
    guard let log else { return }
    log.record(
      TraceMessage(
        sender: sender, receiver: receiver, message: message(), source: SourceLine(filePath: filePath, line: line)))
  }

  /// The role of the code in a source file, as ``Role`` reads it from the file's name.
  ///
  /// The window names the sender of a navigation call with it (`#filePath` of the caller), so
  /// the code that navigates carries no tracing of its own.
  ///
  /// - Parameter fileID: a `#fileID` or `#filePath` such as `MVP/NewsCoordinator.swift`.
  /// - Returns: the role's name, e.g. `Coordinator`, or the file's base name when it has no role.
  package static func role(ofFile fileID: String) -> String {
    if let role = Role.of(file: fileID) { return role.rawValue }
    let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// A count with its noun, singular or plural: `1 row`, `3 rows`, `0 rows`.
  ///
  /// - Parameters:
  ///   - count: how many.
  ///   - noun: the singular noun; the plural adds `s`.
  /// - Returns: the count, a space and the noun, e.g. `3 rows`.
  package static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// A text as a Swift string literal, cut to `limit` characters with `…`.
  ///
  /// Long or odd texts stay one readable line in a trace: quotes, backslashes and control
  /// characters are escaped as in Swift source, so `say "hi"` is written `"say \"hi\""`.
  ///
  /// - Parameters:
  ///   - text: the text, e.g. what the user typed.
  ///   - limit: the most characters kept before the `…`.
  /// - Returns: the text in double quotes, escaped, e.g. `"ham"`.
  package static func literal(_ text: String, limit: Int = 40) -> String {
    text.count > limit ? (String(text.prefix(limit)) + "…").debugDescription : text.debugDescription
  }

  /// An optional text as a Swift string literal, or `nil` when there is none.
  ///
  /// - Parameters:
  ///   - text: the text, or `nil`.
  ///   - limit: the most characters kept before the `…`.
  /// - Returns: the text as the non-optional `literal(_:limit:)` writes it, or `nil` spelled out.
  package static func literal(_ text: String?, limit: Int = 40) -> String {
    text.map { literal($0, limit: limit) } ?? "nil"
  }
}

extension DefaultStringInterpolation {
  /// Writes a text as `Trace.literal(_:limit:)` does: `"\(literal: name)"` gives
  /// `"Ada"`, quoted, escaped and cut at 40 characters.
  ///
  /// - Parameter text: the text, e.g. what the user typed.
  package mutating func appendInterpolation(literal text: String) {
    appendLiteral(Trace.literal(text))
  }

  /// Writes an optional text as `Trace.literal(_:limit:)` does, `nil` when there
  /// is none.
  ///
  /// - Parameter text: the text, or `nil`.
  package mutating func appendInterpolation(literal text: String?) {
    appendLiteral(Trace.literal(text))
  }

  /// Writes a count with its noun as ``Trace/counted(_:_:)`` does: `"\(count: 3, "row")"`
  /// gives `3 rows`, and a count of one keeps the noun singular.
  ///
  /// - Parameters:
  ///   - count: how many.
  ///   - noun: the singular noun; the plural adds `s`.
  package mutating func appendInterpolation(count: Int, _ noun: String) {
    appendLiteral(Trace.counted(count, noun))
  }
}
