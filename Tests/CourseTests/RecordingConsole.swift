import ConsoleIO

/// A console that records what was written; `failsAfterWriting` makes standard output fail as
/// a full disk does, after the text was handed over.
final class RecordingConsole: Console {
  private(set) var output = ""
  private(set) var errors = ""
  private(set) var outputFailure: OutputFailure?
  let isInteractive = false
  let usesColor = false
  let writesToTerminal: Bool
  private let failsAfterWriting: Bool

  init(terminal: Bool = false, failsAfterWriting: Bool = false) {
    writesToTerminal = terminal
    self.failsAfterWriting = failsAfterWriting
  }

  func write(_ text: String) {
    guard outputFailure == nil else { return }
    if failsAfterWriting {
      outputFailure = .failed("No space left on device")
    } else {
      output += text
    }
  }

  func writeError(_ text: String) { errors += text }
  func readLine() -> String? { nil }
}
