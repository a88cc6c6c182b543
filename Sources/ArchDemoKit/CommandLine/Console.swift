import Foundation

/// Where the command line reads and writes: the terminal, or a recording in tests.
public protocol Console: AnyObject {
  func write(_ text: String)
  func writeError(_ text: String)
  /// The next line of standard input, or `nil` at its end.
  func readLine() -> String?
  /// Whether standard input is a terminal (then the session prompts).
  var isInteractive: Bool { get }
  /// Whether frames may use ANSI colour: standard output is a terminal and `NO_COLOR` is unset.
  var usesColor: Bool { get }
}

/// The process's standard input, output and error.
public final class StandardConsole: Console {
  public init() {}

  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

  public var usesColor: Bool {
    isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
