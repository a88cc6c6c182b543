import ChildProcesses

/// How a check ended, read from `swift test`'s output and how it ended.
package enum CheckOutcome: Hashable, Sendable {
  /// Every test of the exercise passed.
  case passed
  /// A test recorded an issue: the first one printed.
  case issue(TestIssue)
  /// The exercise did not compile: the compiler's first error line.
  case buildFailed(String)
  /// The tests stopped before they finished (a crash), with the reason when one was printed.
  case stopped(reason: String?, termination: ChildTermination)
  /// `swift test` ran no test of the target: the manifest names a target that has none.
  case noTests

  /// Reads the outcome of a run.
  ///
  /// - Parameters:
  ///   - termination: how `swift test` ended.
  ///   - lines: what it printed, one line each (all of it, or what ``CheckOutput`` keeps).
  ///   - folder: the course folder's path, removed from the start of file paths in messages.
  package static func read(termination: ChildTermination, lines: [String], folder: String) -> CheckOutcome {
    if termination == .exited(0) {
      let ranNone = lines.contains {
        $0.contains("No matching test cases were run") || $0.contains("Test run with 0 tests")
      }
      return ranNone ? .noTests : .passed
    }
    if let index = lines.firstIndex(where: { TestIssue.isIssueLine($0) }), let issue = TestIssue(lines[index]) {
      var issue = issue
      // A line with no mark continues what came before it: the message, the difference, or a
      // note of several lines (a `TestStore` issue's explanation, then its diff).
      enum Part { case message, difference, note }
      var part = Part.message
      for line in lines[(index + 1)...].prefix(while: TestIssue.continues(with:)) {
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
      return .issue(issue)
    }
    if let error = lines.first(where: isErrorLine) {
      return .buildFailed(relative(error, to: folder))
    }
    // A crash names itself in a `Fatal error:` line; anything else ends with its reason.
    let reason = (lines.first { $0.contains("Fatal error:") } ?? lines.last { !$0.isEmpty })
      .map { relative($0, to: folder) }
    return .stopped(reason: reason, termination: termination)
  }

  /// Whether ``read(termination:lines:folder:)`` looks for `line` (besides issues and the last
  /// line): an error, a fatal error, or the count of tests run.
  package static func isTelling(_ line: String) -> Bool {
    isErrorLine(line) || line.contains("Fatal error:") || line.contains("No matching test cases were run")
      || line.contains("Test run with 0 tests")
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
