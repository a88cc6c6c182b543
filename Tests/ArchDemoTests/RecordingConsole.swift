import ArchDemoKit
import ConsoleIO

/// A console that feeds prepared lines as standard input and records what was written.
final class RecordingConsole: Console {
  private var input: [String]
  private(set) var output = ""
  private(set) var errors = ""
  let isInteractive = false
  let usesColor = false
  /// The environment variables the run sees; none unless a test gives some.
  let environment: [String: String]

  init(input: [String] = [], environment: [String: String] = [:]) {
    self.input = input.reversed()
    self.environment = environment
  }

  func write(_ text: String) { output += text }
  func writeError(_ text: String) { errors += text }
  func readLine() -> String? { input.popLast() }

  /// The lines written to standard error.
  var errorLines: [Substring] { errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
}
