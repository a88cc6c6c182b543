import DomainTestSupport
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Course
@testable import TestRuns

/// Reading `swift test`'s output, and the line diff `solution` prints.
@Suite("archdemo course: test output and diffs")
struct CourseOutputTests {
  /// A real run of Swift Testing 6.3.1 with two failing tests and one passing, captured as printed
  /// (the second failure's value holds an ESC and a TAB, and its comment a BEL).
  static func realFailure() throws -> [String] {
    LineDiff.lines(try ArchdemoProcess.expected("course-swift-test-failure.txt"))
  }

  @Test func realFailingRun_givesItsFirstIssue_withLocationAndMessage() throws {
    let outcome = CheckOutcome.read(termination: .exited(1), lines: try Self.realFailure(), folder: "/tmp/cc-tiny")

    #expect(
      outcome
        == .issues(
          [
            TestIssue(
              test: "greeting_saysHello()", location: "GreetingTests.swift:6:5",
              message: #"Expectation failed: (greeting("Ada") → "Hi Ada") == "Hello Ada""#)
          ], zone: nil))
  }

  @Test func issueWithAComment_keepsTheCommentAsANote() throws {
    let lines = try Self.realFailure().filter { !$0.contains("greeting_saysHello() recorded") }

    let outcome = CheckOutcome.read(termination: .exited(1), lines: lines, folder: "/tmp/cc-tiny")

    guard case .issues(let issues, _) = outcome, let issue = issues.first else {
      Issue.record("expected an issue, got \(outcome)")
      return
    }
    #expect(issue.test == "weird()")
    #expect(issue.message == "Expectation failed: (text → \"a\u{1B}[2Jb\tc\") == \"x\"")
    #expect(issue.notes == ["note\u{7}here"])
  }

  @Test @MainActor func recordedIssueOfSeveralLines_readsTopDown_theExplainingLineBeforeTheDiff() {
    // given: what `swift test` prints for a TestStore's `Issue.record` of a state diff
    let lines = [
      "✘ Test load_listsFavouritesFirst() recorded an issue at FavouritesFeatureTests.swift:31:11: Issue recorded",
      "↳ The state after viewDidLoad is not the one asserted:",
      "    - isLoading: true",
      "    + isLoading: false",
      "✘ Test load_listsFavouritesFirst() failed after 0.002 seconds with 1 issue.",
    ]

    // when
    let outcome = CheckOutcome.read(termination: .exited(1), lines: lines, folder: "/c")
    guard case .issues(let issues, _) = outcome, let issue = issues.first else {
      Issue.record("expected an issue, got \(outcome)")
      return
    }
    let shown = CourseProgram.issueText(issue)

    // then
    #expect(issue.message == "Issue recorded")
    #expect(
      issue.notes == [
        "The state after viewDidLoad is not the one asserted:\n    - isLoading: true\n    + isLoading: false"
      ])
    #expect(
      shown == """
          load_listsFavouritesFirst() at FavouritesFeatureTests.swift:31:11
            Issue recorded
            \u{21B3} The state after viewDidLoad is not the one asserted:
                  - isLoading: true
                  + isLoading: false

        """)
  }

  /// A check runs the tests one at a time (`--no-parallel`), under a time zone it names; a run
  /// whose first failing test records two issues, and a later test crashes (Swift 6.3.1).
  @Test func everyIssueOfTheFirstFailingTest_isRead_inTheOrderPrinted_withTheZone() throws {
    // given
    var output = CheckOutput()
    for line in LineDiff.lines(try ArchdemoProcess.expected("course-swift-test-zones-two-issues.txt")) {
      output.append(line)
    }

    // when
    let outcome = CheckOutcome.read(
      termination: .exited(1), lines: output.lines, folder: "/tmp/crashpkg", runningTest: output.runningTest)

    // then
    #expect(
      outcome
        == .issues(
          [
            TestIssue(
              test: "a_first()", location: "T.swift:4:24", message: "Expectation failed: 1 == 2", notes: ["one"]),
            TestIssue(
              test: "a_first()", location: "T.swift:4:48", message: "Expectation failed: 2 == 3", notes: ["two"]),
          ], zone: "Pacific/Honolulu"))
  }

  /// A crash is not a build failure, though SwiftPM reports it in an `error:` line: it names
  /// the test that was running and the signal.
  @Test @MainActor func crashedRun_namesTheRunningTest_theSignal_andTheFatalError() throws {
    // given
    var output = CheckOutput()
    for line in LineDiff.lines(try ArchdemoProcess.expected("course-swift-test-crash.txt")) { output.append(line) }

    // when
    let outcome = CheckOutcome.read(
      termination: .exited(1), lines: output.lines, folder: "/tmp/crashpkg", runningTest: output.runningTest)

    // then
    #expect(
      outcome
        == .stopped(
          reason: "Fatal error: Attempted to read an unowned reference but object 0x7f944400fa10 was already destroyed",
          termination: .exited(1), test: "c_crash()", signal: 6))
    #expect(
      CourseProgram.stoppedText(test: "c_crash()", signal: SIGABRT, .exited(1))
        == "the test c_crash() crashed (signal \(SIGABRT) (SIGABRT)).")
  }

  @Test func runningTest_isTheOneStartedAndNotEnded_coloursOrNot() {
    var output = CheckOutput()
    output.append("\u{1B}[90m◇\u{1B}[0m Test first() started.")
    output.append("\u{1B}[92m✔\u{1B}[0m Test first() passed after 0.001 seconds.")
    #expect(output.runningTest == nil)
    output.append("◇ Test second(value:) started.")
    #expect(output.runningTest == "second(value:)")
    output.append("✘ Test second(value:) failed after 0.001 seconds with 1 issue.")
    #expect(output.runningTest == nil)
  }

  @Test @MainActor func longIssueLines_onATerminal_areWrappedAtItsWidth_underTheirIndent() {
    let issue = TestIssue(
      test: "t()", location: "T.swift:1:1", message: "Expectation failed: " + String(repeating: "word ", count: 30))

    let shown = CourseProgram.issueText(issue, width: 40)

    let lines = shown.split(separator: "\n")
    #expect(lines.count > 4)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("      ") }, "\(lines)")
    #expect(shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0 == "word" }.count == 30)
  }

  @Test func issueWithoutALocation_isReadToo() {
    let issue = TestIssue("✘ Test load() recorded an issue: Caught error: noData")

    #expect(issue == TestIssue(test: "load()", location: nil, message: "Caught error: noData"))
  }

  @Test(arguments: [
    (Int32(0), ["✔ Test run with 3 tests in 1 suite passed after 0.001 seconds."], CheckOutcome.passed),
    (0, ["warning: No matching test cases were run"], .noTests),
    (1, ["/c/Exercises/a/X.swift:2:3: error: nope"], .buildFailed("Exercises/a/X.swift:2:3: error: nope")),
    (1, ["error: fatalError"], .buildFailed("error: fatalError")),
    (
      127, ["/usr/bin/env: 'swift': No such file or directory"],
      .stopped(reason: "/usr/bin/env: 'swift': No such file or directory", termination: .exited(127))
    ),
    (1, [], .stopped(reason: nil, termination: .exited(1))),
    (
      1, ["error: Process 'x.xctest' exited with unexpected signal code 11"],
      .stopped(reason: nil, termination: .exited(1), signal: 11)
    ),
  ])
  func outcome_isReadFromStatusAndLines(_ status: Int32, _ lines: [String], _ expected: CheckOutcome) {
    #expect(CheckOutcome.read(termination: .exited(status), lines: lines, folder: "/c") == expected)
  }

  @Test func diff_ofEqualTexts_isEmpty() {
    #expect(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y") == "")
  }

  @Test func diff_keepsTheLongestCommonSubsequence() {
    let edits = LineDiff.edits(from: ["a", "b", "c", "d"], to: ["a", "c", "x", "d"])

    #expect(edits == [.same("a"), .removed("b"), .same("c"), .added("x"), .same("d")])
  }

  @Test func diff_splitsFarApartChangesIntoHunks_withThreeLinesOfContext() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\n")

    let diff = LineDiff.unified(old: old, new: new, oldName: "old.swift", newName: "new.swift")

    #expect(
      diff == """
        --- old.swift
        +++ new.swift
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
  }

  @Test func diff_keepsChangesSixUnchangedLinesApartInOneHunk() {
    let old = (1...9).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "1\n", with: "one\n").replacingOccurrences(of: "8\n", with: "eight\n")

    let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b")

    #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,9 +1,9 @@\n-1\n+one\n 2\n"))
    #expect(diff.components(separatedBy: "@@ -").count == 2)
  }

  @Test func diff_fromAnEmptyFile_addsEveryLine() {
    let diff = LineDiff.unified(old: "", new: "a\nb\n", oldName: "x", newName: "y")

    #expect(diff == "--- x\n+++ y\n@@ -0,0 +1,2 @@\n+a\n+b\n")
  }

  @Test func diff_agreesWithTheEditsOnRandomTexts() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "\(Int.random(in: 0...4, using: &generator))"
      }
      let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "\(Int.random(in: 0...4, using: &generator))"
      }

      let edits = LineDiff.edits(from: old, to: new)

      let kept = edits.filter { if case .same = $0 { true } else { false } }
      let before = edits.filter { if case .added = $0 { false } else { true } }.map(\.text)
      let after = edits.filter { if case .removed = $0 { false } else { true } }.map(\.text)
      #expect(before == old)
      #expect(after == new)
      #expect(kept.count == Self.longestCommonSubsequence(old, new))
    }
  }

  private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

extension LineDiff.Edit {
  fileprivate var text: String {
    switch self {
    case .same(let line), .removed(let line), .added(let line): line
    }
  }
}

/// Splitting a child's output into lines: each byte looked at once, long lines cut.
@Suite("archdemo course: splitting output into lines")
struct LineSplitterTests {
  private func split(_ text: String, chunk: Int) -> (lines: [String], splitter: LineSplitter) {
    var splitter = LineSplitter()
    var lines: [String] = []
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(start + chunk, bytes.count)
      bytes[start..<end].withUnsafeBytes { splitter.feed($0) { lines.append($0) } }
      start = end
    }
    if let last = splitter.finish() { lines.append(last) }
    return (lines, splitter)
  }

  @Test(arguments: [1, 3, 64, 65_536])
  func lines_areTheSameWhateverTheChunks(_ chunk: Int) {
    let (lines, _) = split("one\ntwo\r\n\nfour", chunk: chunk)

    #expect(lines == ["one", "two", "", "four"])
  }

  @Test func oneLongLine_isReadInOnePass_andCut() {
    // given: a 10 MB line read 64 KiB at a time, as the runner reads a pipe
    let long = String(repeating: "x", count: 10_000_000)

    // when
    let (lines, splitter) = split(long + "\nafter\n", chunk: 65_536)

    // then: every byte was looked at once, not once per read
    #expect(splitter.bytesExamined == 10_000_000 + 1 + 6)
    #expect(lines.count == 2)
    #expect(lines[0] == String(repeating: "x", count: LineSplitter.lineLimit) + "…")
    #expect(lines[1] == "after")
  }

  @Test func lineJustOverTheLimit_isCut_andTheNextLineIsWhole() {
    let (lines, _) = split(String(repeating: "y", count: LineSplitter.lineLimit + 1) + "\nz", chunk: 100)

    #expect(lines.map(\.count) == [LineSplitter.lineLimit + 1, 1])
    #expect(lines[1] == "z")
  }
}

/// `solution`'s diff reads files with Windows line endings as lines.
@Suite("archdemo course: line endings")
@MainActor
struct LineEndingTests {
  @Test func crlfText_isSplitIntoLines() {
    #expect(LineDiff.lines("a\r\nb\r\n") == ["a", "b"])
    #expect(LineDiff.lines("a\nb") == ["a", "b"])
  }

  @Test func crlfSolution_isADiffOfLines() async throws {
    let course = try FakeCourse(exercises: 1)
    try course.write("Solutions/01-mvc-screen/Screen.swift", "let title = \"Screen 1\"\r\nlet rows = 0\r\n")

    let result = await course.run(["solution", "1", "--force"])

    #expect(
      result.output.hasSuffix("@@ -1,2 +1,2 @@\n-let title = \"Draft 1\"\n+let title = \"Screen 1\"\n let rows = 0\n"))
  }
}
