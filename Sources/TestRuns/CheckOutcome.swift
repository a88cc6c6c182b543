import ChildProcesses

/// How a check ended, read from `swift test`'s output and how it ended.
package enum CheckOutcome: Hashable, Sendable {
  /// Every test of the exercise passed.
  case passed
  /// A test recorded issues: every issue of the first test that failed, in the order printed
  /// (a check runs the tests one at a time, so the order is the same on every run), and the
  /// time zone the tests ran under when the run says (`archdemo: the tests under TZ=…`).
  case issues([TestIssue], zone: String?)
  /// The exercise did not compile: the compiler's first error line.
  case buildFailed(String)
  /// The tests stopped before they finished (a crash): the reason when one was printed, the
  /// test that was running, and the signal that stopped the test process.
  case stopped(reason: String?, termination: ChildTermination, test: String? = nil, signal: Int32? = nil)
  /// `swift test` ran no test of the target: the manifest names a target that has none.
  case noTests

  /// The line a check's run prints before it runs the tests under a time zone.
  package static func zoneLine(_ zone: String) -> String { "archdemo: the tests under TZ=\(zone)" }

  /// Reads the outcome of a run.
  ///
  /// - Parameters:
  ///   - termination: how `swift test` ended.
  ///   - lines: what it printed, one line each (all of it, or what ``CheckOutput`` keeps).
  ///   - folder: the course folder's path, removed from the start of file paths in messages.
  ///   - runningTest: the test that had started and not ended when the output stopped
  ///     (``CheckOutput/runningTest``).
  package static func read(
    termination: ChildTermination, lines: [String], folder: String, runningTest: String? = nil
  ) -> CheckOutcome {
    if termination == .exited(0) {
      let ranNone = lines.contains {
        $0.contains("No matching test cases were run") || $0.contains("Test run with 0 tests")
      }
      return ranNone ? .noTests : .passed
    }
    let issues = readIssues(lines)
    if let first = issues.first {
      let firstIssueLine = lines.firstIndex { TestIssue.isIssueLine($0) } ?? lines.endIndex
      let zone = lines[..<firstIssueLine].last { $0.hasPrefix(zonePrefixText) }
        .map { String($0.dropFirst(zonePrefixText.count)) }
      return .issues(issues.filter { $0.test == first.test }, zone: zone)
    }
    // SwiftPM says how the test process ended when a signal stopped it: `error: Process '…'
    // exited with unexpected signal code 6`. That is a crash, not a build error.
    let signal = lines.lazy.compactMap(signalCode(in:)).first
    if signal == nil, let error = lines.first(where: isErrorLine) {
      return .buildFailed(relative(error, to: folder))
    }
    // A crash names itself in a `Fatal error:` line; anything else ends with its reason.
    let reason =
      (lines.first { $0.contains("Fatal error:") }
      ?? lines.last { line in
        !line.isEmpty && signalCode(in: line) == nil && !line.hasPrefix(zonePrefixText) && !line.hasSuffix(" started.")
      })
      .map { relative($0, to: folder) }
    return .stopped(reason: reason, termination: termination, test: runningTest, signal: signal)
  }

  private static let zonePrefixText = zoneLine("")

  /// Every issue the lines report, each with the lines that continue it.
  private static func readIssues(_ lines: [String]) -> [TestIssue] {
    var issues: [TestIssue] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      defer { index += 1 }
      guard TestIssue.isIssueLine(lines[index]), var issue = TestIssue(lines[index]) else { continue }
      // A line with no mark continues what came before it: the message, the difference, or a
      // note of several lines (a `TestStore` issue's explanation, then its diff).
      enum Part { case message, difference, note }
      var part = Part.message
      for line in lines[(index + 1)...].prefix(while: TestIssue.continues(with:)) {
        index += 1
        if line.hasPrefix(TestIssue.notePrefix) {
          issue.notes.append(String(line.dropFirst(TestIssue.notePrefix.count)))
          part = .note
        } else if line.hasPrefix(TestIssue.differencePrefix) {
          issue.difference.append(String(line.dropFirst(TestIssue.differencePrefix.count)))
          part = .difference
        } else {
          switch part {
          case .message: issue.message += "\n" + line
          case .difference: issue.difference[issue.difference.count - 1] += "\n" + line
          case .note: issue.notes[issue.notes.count - 1] += "\n" + line
          }
        }
      }
      issues.append(issue)
    }
    return issues
  }

  /// The signal number in SwiftPM's `exited with unexpected signal code N`, or `nil`.
  package static func signalCode(in line: String) -> Int32? {
    guard let range = line.range(of: "unexpected signal code ") else { return nil }
    return Int32(line[range.upperBound...].prefix { $0.isNumber })
  }

  /// Whether ``read(termination:lines:folder:)`` looks for `line` (besides issues and the last
  /// line): an error, a fatal error, or the count of tests run.
  package static func isTelling(_ line: String) -> Bool {
    isErrorLine(line) || line.contains("Fatal error:") || line.contains("No matching test cases were run")
      || line.contains("Test run with 0 tests") || line.hasPrefix(zonePrefixText)
  }

  private static func isErrorLine(_ line: String) -> Bool {
    line.contains(": error: ") || line.hasPrefix("error: ")
  }

  /// `line` with `folder/` removed where a path starts with it.
  package static func relative(_ line: String, to folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return line.replacingOccurrences(of: prefix, with: "")
  }
}

/// A failing expectation, from Swift Testing's
/// `✘ Test name() recorded an issue at File.swift:6:5: Expectation failed: …` line.
package struct TestIssue: Hashable, Sendable {
  /// The test's name as printed: `greeting_saysHello()`.
  package var test: String
  /// `File.swift:LINE:COL`, or `nil` when the issue has no source location.
  package var location: String?
  /// What was recorded: `Expectation failed: (greeting("Ada") → "Hi Ada") == "Hello Ada"`,
  /// every line of it when a value spans lines.
  package var message: String
  /// Swift Testing's difference of two collections (`inserted ["b"], removed ["x"]`), without
  /// its `± ` mark.
  package var difference: [String] = []
  /// The notes under it (an expectation's comment, an `Issue.record`'s text), each without its
  /// `↳ ` mark and with the unmarked lines that continue it.
  package var notes: [String] = []

  package static let notePrefix = "\u{21B3} "
  package static let differencePrefix = "\u{00B1} "
  private static let marker = " recorded an issue"
}

extension TestIssue {
  package static func isIssueLine(_ line: String) -> Bool {
    line.contains(marker) && line.contains("Test ")
  }

  /// Whether `line`, right after an issue's line or a line that continues it, continues it too:
  /// a note, the difference, or the next line of a value that spans lines — anything but the
  /// start of another of Swift Testing's events (`◇`, `✔`, `✘`, `⚠`, `⊘`, `→`…) or of XCTest's.
  package static func continues(with line: String) -> Bool {
    if line.hasPrefix(notePrefix) || line.hasPrefix(differencePrefix) { return true }
    guard let first = line.unicodeScalars.first else { return true }
    // The symbols Swift Testing starts an event with; on a Mac they may be SF Symbols, which
    // live in the private use planes.
    let startsAnEvent =
      ["\u{25C7}", "\u{2714}", "\u{2718}", "\u{26A0}", "\u{2298}", "\u{2192}", "\u{21B3}"].contains(String(first))
      || first.value >= 0xF0000
    return !startsAnEvent && !line.hasPrefix("Test Suite ") && !line.hasPrefix("Test Case ")
      && !line.hasPrefix("\t Executed ")
  }

  /// Reads an issue line, or `nil` when `line` is not one.
  package init?(_ line: String) {
    guard let markerRange = line.range(of: Self.marker), let testStart = line.range(of: "Test "),
      testStart.upperBound <= markerRange.lowerBound
    else { return nil }
    test = String(line[testStart.upperBound..<markerRange.lowerBound])
    var rest = line[markerRange.upperBound...]
    if rest.hasPrefix(" at ") {
      rest = rest.dropFirst(" at ".count)
      guard let colon = rest.range(of: ": ") else { return nil }
      location = String(rest[..<colon.lowerBound])
      rest = rest[colon.upperBound...]
    } else if rest.hasPrefix(": ") {
      rest = rest.dropFirst(2)
    }
    message = String(rest)
  }
}
