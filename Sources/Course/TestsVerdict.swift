import ConsoleIO
import Foundation
import TestRuns
import TextUI

/// What a run of some of a package's tests came to, for a check outside the course:
/// `archdemo tutorial check` runs a chapter's tests with the course's runner.
package enum TestsVerdict: Hashable, Sendable {
  /// Every test the filter selects passed.
  case passed
  /// They did not: what went wrong, ready to print (the first failing expectation whole, the
  /// first build error, a crash, a time-out), ending with a line break.
  case failed(String)
}

extension CourseProgram {
  /// Runs `swift test --filter <filter>` in the package at `folder` as a course check runs an
  /// exercise's tests (progress while it builds, the time limit once it is built), and says
  /// how it went.
  ///
  /// - Parameters:
  ///   - filter: the tests to run, as `swift test --filter` takes them.
  ///   - what: what is built, for `Building <what> (this can take a minute)…`.
  /// - Returns: ``TestsVerdict/passed``, or the failure as a check shows it.
  package static func verdict(
    ofTests filter: String, in folder: URL, building what: String, console: any Console, environment: Environment
  ) async -> TestsVerdict {
    let whole = "swift test --filter \(ShellWord.quoted(filter))"
    switch await runTests(filter: filter, in: folder, building: what, console: console, environment: environment) {
    case .failedToStart(let reason):
      return .failed("\(TerminalText.escaped(reason)); the check needs the Swift toolchain\n")
    case .cancelled:
      return .failed("The tests were stopped before they finished.\n")
    case .outputClosed:
      return .failed("")
    case .buildSilent(let lastLine):
      return .failed(
        "The tests did not build: " + buildSilenceText(lastLine, environment) + "The whole output: \(whole)\n")
    case .timedOut(let lastLine):
      var text = "The tests did not finish within \(seconds(environment.timeLimit)) (the build not counted).\n"
      text += lastLine.map { "  \(printable($0))\n" } ?? ""
      return .failed(text + "The whole output: \(whole)\n")
    case .finished(let termination, let lines, let runningTest):
      switch CheckOutcome.read(termination: termination, lines: lines, folder: folder.path, runningTest: runningTest) {
      case .passed:
        return .passed
      case .noTests:
        return .failed("It ran no test: the tests it names are not there yet.\n")
      case .buildFailed(let error):
        return .failed("The tests do not build:\n  \(printable(error))\nThe whole output: \(whole)\n")
      case .issues(let issues, _):
        return .failed("A test failed:\n" + issues.map { issueText($0, width: console.terminalColumns) }.joined())
      case .stopped(let reason, let termination, let test, let signal):
        let stopped = stoppedText(test: test, signal: signal, termination)
        var text = stopped.prefix(1).uppercased() + stopped.dropFirst() + "\n"
        text += reason.map { "  \(printable($0))\n" } ?? ""
        return .failed(text + "The whole output: \(whole)\n")
      }
    }
  }
}
