// ConsoleIO — where the command lines write and read: the `Console` protocol, the standard
// console with its output failures (a full, closed or broken stdout ends with status 74), and
// the errors a command line ends with (`CommandLineError`, each with its exit status).
import Foundation

/// Where the command line reads and writes: the terminal, or a recording in tests.
package protocol Console: AnyObject {
  /// Writes `text` to standard output as it is; callers escape untrusted text first.
  ///
  /// - Parameter text: the text, line breaks included.
  func write(_ text: String)
  /// Writes `text` to standard error as it is; callers escape untrusted text first.
  ///
  /// - Parameter text: the text, line breaks included.
  func writeError(_ text: String)
  /// The next line of standard input, or `nil` at its end.
  ///
  /// - Returns: the line without its line break, or `nil` when the input has ended.
  func readLine() -> String?
  /// Whether standard input is a terminal (then the session prompts).
  var isInteractive: Bool { get }
  /// Whether frames may use ANSI colour: standard output is a terminal and `NO_COLOR` is unset.
  var usesColor: Bool { get }
  /// Whether standard output is a terminal (then progress may rewrite one line in place).
  var writesToTerminal: Bool { get }
  /// How many lines the terminal standard output goes to shows, or `nil` when it is not a
  /// terminal or does not say.
  var terminalRows: Int? { get }
  /// How many columns the terminal standard output goes to shows, or `nil` when it is not a
  /// terminal or does not say.
  var terminalColumns: Int? { get }
  /// Why standard output could not be written, once a write has failed; then the run stops.
  var outputFailure: OutputFailure? { get }
  /// The environment variables the run may read, e.g. `NEWSAPI_KEY` for `--newsapi`.
  var environment: [String: String] { get }
}

extension Console {
  /// No failure: the default for consoles whose output cannot fail, such as a test's recording.
  package var outputFailure: OutputFailure? { nil }
  package var writesToTerminal: Bool { false }
  package var terminalRows: Int? { nil }
  package var terminalColumns: Int? { nil }
  package var environment: [String: String] { [:] }
}

/// Why standard output stopped taking text.
package enum OutputFailure: Hashable, Sendable {
  /// The reader went away (`archdemo list | head -1`): the run ends quietly.
  case brokenPipe
  /// Any other error (a full disk, a closed descriptor), with the system's description.
  case failed(String)

  /// The exit status of a run whose output failed: 74 (`EX_IOERR`).
  package static let exitStatus: Int32 = 74

  /// The line written on standard error, or `nil` for a broken pipe.
  package var message: String? {
    switch self {
    case .brokenPipe: nil
    case .failed(let reason): "archdemo: cannot write to standard output: \(reason)\n"
    }
  }
}

/// The process's standard input, output and error.
///
/// Writes go straight to the descriptors and never trap: a failed write to standard output is
/// remembered as ``outputFailure`` (the program then stops and exits 74); a failed write to
/// standard error is dropped, as there is nowhere left to say so.
package final class StandardConsole: Console {
  /// Why standard output could not be written, once a write has failed.
  package private(set) var outputFailure: OutputFailure?

  /// Prepares the process's descriptors for the run.
  ///
  /// `SIGPIPE` is ignored, so a reader that goes away ends the run with a status instead of
  /// killing the process. A standard descriptor found closed is pointed at `/dev/null`, so the
  /// next file the run opens (the store, its lock) cannot take its number and receive the
  /// output; a closed standard output is recorded as ``outputFailure``.
  package init() {
    // A pipe whose reader has gone must give EPIPE, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    // A closed standard output or error would let the next file opened (the store, its lock)
    // take its descriptor number and receive the output; park /dev/null there instead.
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
      if descriptor == STDOUT_FILENO { outputFailure = .failed("it is closed") }
    }
  }

  /// Writes `text` to standard output, unless an earlier write failed.
  ///
  /// A failed write is recorded as ``outputFailure`` instead of trapping.
  ///
  /// - Parameter text: the text, line breaks included.
  package func write(_ text: String) {
    guard outputFailure == nil else { return }
    if let error = Self.writeAll(text, to: STDOUT_FILENO) {
      outputFailure = error == EPIPE ? .brokenPipe : .failed(String(cString: strerror(error)))
    }
  }

  /// Writes `text` to standard error; a failure is dropped, as there is nowhere left to say so.
  ///
  /// - Parameter text: the text, line breaks included.
  package func writeError(_ text: String) {
    _ = Self.writeAll(text, to: STDERR_FILENO)
  }

  /// Writes every byte of `text`, retrying short and interrupted writes.
  ///
  /// - Returns: the `errno` of the write that failed, or `nil` when all was written.
  package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + start, buffer.count - start)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return errno
      }
      start += written
    }
    return nil
  }

  /// The next line of standard input, or `nil` at its end or once standard output has failed.
  ///
  /// A line longer than ``BoundedLineReader/lineLimit`` bytes is skipped with a message on
  /// standard error, and the next line is read: the run goes on, in bounded memory.
  ///
  /// - Returns: the line without its line break, or `nil`.
  package func readLine() -> String? {
    while outputFailure == nil {
      switch input.next() {
      case nil: return nil
      case .text(let line): return line
      case .tooLong(let bytes):
        writeError(
          "archdemo: an input line of \(bytes) bytes was skipped: lines are at most \(BoundedLineReader.lineLimit) bytes\n"
        )
      }
    }
    return nil
  }

  private var input = BoundedLineReader(descriptor: STDIN_FILENO)

  /// Whether standard input is a terminal (then the session prompts).
  package var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal and `NO_COLOR` is unset.
  package var usesColor: Bool {
    writesToTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  package var writesToTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  package var terminalRows: Int? { writesToTerminal ? TerminalSize.of(STDOUT_FILENO)?.rows : nil }

  package var terminalColumns: Int? { writesToTerminal ? TerminalSize.of(STDOUT_FILENO)?.columns : nil }
  /// The process's environment variables.
  package var environment: [String: String] { ProcessInfo.processInfo.environment }
}

/// `write(2)`, named apart from ``Console/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
