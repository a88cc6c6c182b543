import ConsoleIO
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Course
@testable import TestRuns

/// `archdemo course check` and `watch` over a scripted test runner, and the reading of
/// Swift Testing's real output.
@Suite("archdemo course: check and watch")
@MainActor
struct CourseCheckTests {
  let course: FakeCourse

  init() throws {
    course = try FakeCourse(exercises: 3)
  }

  @Test func passingCheck_marksTheExerciseDone_andNamesTheNext() async throws {
    // given
    let runner = ScriptedTestRunner()

    // when
    let result = await course.run(["check", "1"], runner: runner)

    // then
    #expect(result.status == 0)
    #expect(
      result.output == """
        Building exercise 1 (this can take a minute)…
        Exercise 1 passed.
        Next: exercise 2, Screen 2 ('archdemo course next')

        """)
    #expect(runner.targetsRun == ["E01ScreenTests"])
    #expect(
      try CourseProgressFile(folder: course.folder).load().isDone(CourseManifest.load(from: course.folder).exercises[0])
    )
  }

  @Test func failingCheck_showsTheExpectationAndWhereTheNextHintIs_neverTheHint() async {
    let runner = ScriptedTestRunner { _, _ in (ScriptedTestRunner.failing(), 1) }

    let first = await course.run(["check", "1"], runner: runner)
    let second = await course.run(["check", "1"], runner: runner)
    _ = await course.run(["hint", "1"])
    let afterAHint = await course.run(["check", "1"], runner: runner)
    _ = await course.run(["hint", "1"])
    let afterEveryHint = await course.run(["check", "1"], runner: runner)

    #expect(first.status == 1)
    #expect(
      first.output == """
        Building exercise 1 (this can take a minute)…
        Exercise 1 failed:
          title_isScreen() at ScreenTests.swift:7:5
            Expectation failed: (title → "Draft") == "Screen"
        Stuck? 'archdemo course hint 1' gives hint 1 of 2.

        """)
    #expect(second.output == first.output)
    #expect(afterAHint.output.hasSuffix("Stuck? 'archdemo course hint 1' gives hint 2 of 2.\n"))
    #expect(
      afterEveryHint.output.hasSuffix(
        "Every hint was shown; 'archdemo course solution 1 --force' shows the solution.\n"))
    #expect(!first.output.contains("Look at the title") && !afterAHint.output.contains("Say Screen"))
    #expect((await course.run(["list"])).output.contains("  1  mvc   current  Screen 1"))
  }

  @Test func failingCheck_escapesTheMessage_andShowsItWhole() async {
    let hostile = "Expectation failed: (text → \"\u{1B}[2J\u{7}\") == \"" + String(repeating: "x", count: 1000) + "\""
    let runner = ScriptedTestRunner { _, _ in (ScriptedTestRunner.failing(hostile), 1) }

    let result = await course.run(["check", "2"], runner: runner)

    let message = result.output.split(separator: "\n")[3]
    #expect(message.hasPrefix("    Expectation failed: (text → \"\\u{1B}[2J\\u{7}\") == \"xxx"))
    #expect(message.hasSuffix(String(repeating: "x", count: 1000) + "\""))
  }

  @Test func failingCheck_showsAValueThatSpansLines_theDifferenceAndTheNotes() async {
    // given: Swift Testing's output for a failed comparison of two strings of two lines, and of
    // two arrays, as it prints them
    let lines = [
      "◇ Test run started.",
      "✘ Test rows_areShown() recorded an issue at ScreenTests.swift:9:5: Expectation failed: (text → \"line1",
      "line2\") == \"line1",
      "line3\"",
      "± inserted [\"b\"], removed [\"x\", \"d\"]",
      "↳ the rows",
      "✘ Test rows_areShown() failed after 0.001 seconds with 1 issue.",
      "✘ Test run with 1 test in 1 suite failed after 0.002 seconds with 1 issue.",
    ]
    let runner = ScriptedTestRunner { _, _ in (lines, 1) }

    // when
    let result = await course.run(["check", "1"], runner: runner)

    // then
    #expect(
      result.output == """
        Building exercise 1 (this can take a minute)…
        Exercise 1 failed:
          rows_areShown() at ScreenTests.swift:9:5
            Expectation failed: (text → "line1
            line2") == "line1
            line3"
            ± inserted ["b"], removed ["x", "d"]
            ↳ the rows
        Stuck? 'archdemo course hint 1' gives hint 1 of 2.

        """)
  }

  @Test func buildError_isShownWithoutUsingAHint() async {
    let error = "\(course.folder.path)/Exercises/01-mvc-screen/Screen.swift:2:11: error: cannot find 'x' in scope"
    let runner = ScriptedTestRunner { _, _ in (["Building for debugging...", error, "error: fatalError"], 1) }

    let result = await course.run(["check", "1"], runner: runner)

    #expect(result.status == 1)
    #expect(
      result.output == """
        Building exercise 1 (this can take a minute)…
        Exercise 1 failed to build:
          Exercises/01-mvc-screen/Screen.swift:2:11: error: cannot find 'x' in scope
        The whole output: swift test --package-path \(course.folder.path) --filter E01ScreenTests

        """)
    #expect((await course.run(["hint", "1"])).output.hasPrefix("Hint 1 of 2"))
  }

  @Test func crash_saysTheTestsStopped_withTheFatalError() async {
    let lines = ["◇ Test run started.", "Screen.swift:3: Fatal error: Unexpectedly found nil", "Illegal instruction"]
    let runner = ScriptedTestRunner { _, _ in (lines, 132) }

    let result = await course.run(["check", "3"], runner: runner)

    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "Exercise 3 failed: its tests stopped before they finished (exit status 132).\n"
          + "  Screen.swift:3: Fatal error: Unexpectedly found nil\n"))
  }

  @Test func testTargetWithNoTests_isAManifestError() async {
    let runner = ScriptedTestRunner { _, _ in (["✔ Test run with 0 tests in 0 suites passed after 0.001 seconds."], 0) }

    let result = await course.run(["check", "1"], runner: runner)

    #expect(result.status == 65)
    #expect(result.errors.contains("names the test target E01ScreenTests for exercise 1, but it ran no test"))
    #expect((await course.run(["list"])).output.contains("  1  mvc   current  Screen 1"))
  }

  @Test func onATerminal_buildProgressRewritesOneLine() async throws {
    let console = RecordingConsole(terminal: true)
    let runner = ScriptedTestRunner { _, _ in
      (
        [
          "Building for debugging...", "[1/9] Write sources", "[5/9] Compiling E01Screen Screen.swift",
          "Build complete!",
        ], 0
      )
    }
    let environment = CourseProgram.Environment(
      runner: runner, currentDirectory: course.folder, builtRoot: nil, watchInput: { AsyncStream { $0.finish() } })

    _ = try await CourseProgram.run(CourseOptions(.check, exercise: "1"), console: console, environment: environment)

    #expect(
      console.output.hasPrefix(
        "Building exercise 1 (this can take a minute)…\n\r\u{1B}[K[1/9] Write sources"
          + "\r\u{1B}[K[5/9] Compiling E01Screen Screen.swift\r\u{1B}[KRunning the tests…"
          + "\r\u{1B}[KExercise 1 passed.\n"))
  }

  @Test func slowBuild_printsADotEveryTick() async throws {
    let console = RecordingConsole()
    let environment = CourseProgram.Environment(
      runner: SlowTestRunner(), currentDirectory: course.folder, builtRoot: nil, tickInterval: .milliseconds(10),
      watchInput: { AsyncStream { $0.finish() } })

    let status = try await CourseProgram.run(
      CourseOptions(.check, exercise: "1"), console: console, environment: environment)

    #expect(status == 0)
    let firstLine = try #require(console.output.split(separator: "\n").first)
    #expect(firstLine.hasPrefix("Building exercise 1 (this can take a minute)…."))
  }

  @Test func watch_checksAtOnce_againOnSave_andMovesOnWhenItPasses() async throws {
    // given: exercise 1 fails until its file is saved; exercise 2 then fails, and the learner
    // types a word and quits
    let (input, typed) = AsyncStream.makeStream(of: String.self)
    let file = course.folder.appendingPathComponent("Exercises/01-mvc-screen/Screen.swift")
    let runner = ScriptedTestRunner { target, run in
      switch run {
      case 0:
        try? Data("let title = \"Screen 1\"\nlet rows = 0\n// saved\n".utf8).write(to: file)
        return (ScriptedTestRunner.failing(), 1)
      case 1: return ([], 0)
      default: return (ScriptedTestRunner.failing(), 1)
      }
    }
    let console = WatchingConsole { output in
      guard output.contains("'archdemo course hint 2' gives hint 1 of 2") else { return }
      typed.yield("frob")
      typed.yield("q")
    }

    // when
    let environment = CourseProgram.Environment(
      runner: runner, currentDirectory: course.folder, builtRoot: nil, pollInterval: .milliseconds(10),
      watchInput: { input })
    let status = try await CourseProgram.run(CourseOptions(.watch), console: console, environment: environment)

    // then
    #expect(status == 0)
    #expect(runner.targetsRun == ["E01ScreenTests", "E01ScreenTests", "E02ScreenTests"])
    #expect(console.output.hasPrefix("Watching exercise 1, Screen 1:\n  Exercises/01-mvc-screen/Screen.swift\n"))
    #expect(console.output.contains("Exercise 1 passed.\nNext: exercise 2, Screen 2"))
    #expect(console.output.contains("\nWatching exercise 2, Screen 2:\n"))
    #expect(console.output.hasSuffix("Type q and Enter to stop watching.\n"))
  }

  @Test func watch_quitsDuringACheck_andStopsIt() async throws {
    // given: a test that hangs, and a learner who types q while it runs
    let (input, typed) = AsyncStream.makeStream(of: String.self)
    let runner = HangingTestRunner { typed.yield("q") }

    // when
    let result = await course.run(["watch"], runner: runner, input: input)

    // then
    #expect(result.status == 0)
    #expect(runner.stopCount == 1)
    #expect(result.output.hasSuffix("The check of exercise 1 was stopped.\n"))
    #expect(!FileManager.default.fileExists(atPath: course.progressFile.path))
  }

  @Test func hangingTest_isStoppedAtTheTimeLimit_andFails() async throws {
    // given
    let runner = HangingTestRunner()
    let console = RecordingConsole()
    let environment = CourseProgram.Environment(
      runner: runner, currentDirectory: course.folder, builtRoot: nil, timeLimit: .seconds(1),
      watchInput: { AsyncStream { $0.finish() } })

    // when
    let status = try await CourseProgram.run(
      CourseOptions(.check, exercise: "1"), console: console, environment: environment)

    // then
    #expect(status == 1)
    #expect(runner.stopCount == 1)
    #expect(
      console.output.hasSuffix(
        """
        Exercise 1 failed: its tests did not finish within 1 second (the time limit of a check, the build not counted; --time-limit SECONDS changes it).
          ◇ Test title_isScreen() started.
        The whole output: swift test --package-path \(course.folder.path) --filter E01ScreenTests
        Stuck? 'archdemo course hint 1' gives hint 1 of 2.

        """))
  }

  @Test func buildLongerThanTheTimeLimit_isNotStopped_theLimitIsTheTests() async throws {
    // given: a build of 2 seconds and a time limit of 1
    let console = RecordingConsole()
    let environment = CourseProgram.Environment(
      runner: SlowTestRunner(buildTime: .seconds(2)), currentDirectory: course.folder, builtRoot: nil,
      timeLimit: .seconds(1), watchInput: { AsyncStream { $0.finish() } })

    // when
    let status = try await CourseProgram.run(
      CourseOptions(.check, exercise: "1"), console: console, environment: environment)

    // then
    #expect(status == 0)
    #expect(console.output.contains("Exercise 1 passed."))
  }

  @Test func timeLimitOption_setsTheLimitOfCheckAndWatch_only() throws {
    let check = try CourseOptions.parse(["check", "1", "--time-limit", "90"])
    let watch = try CourseOptions.parse(["--time-limit=5", "watch"])

    #expect(check?.timeLimit == 90)
    #expect(watch?.timeLimit == 5)
    #expect(throws: CommandLineError.self) { try CourseOptions.parse(["hint", "1", "--time-limit", "9"]) }
    #expect(throws: CommandLineError.self) { try CourseOptions.parse(["check", "1", "--time-limit", "0"]) }
  }

  @Test func buildSilenceOption_setsTheSilenceOfCheckAndWatch_only() throws {
    let check = try CourseOptions.parse(["check", "1", "--build-silence", "90"])
    let watch = try CourseOptions.parse(["--build-silence=5", "watch"])

    #expect(check?.buildSilence == 90)
    #expect(watch?.buildSilence == 5)
    #expect(throws: CommandLineError.self) { try CourseOptions.parse(["next", "--build-silence", "9"]) }
    #expect(throws: CommandLineError.self) { try CourseOptions.parse(["check", "1", "--build-silence", "-1"]) }
  }

  @Test func testsKilledByASignal_nameTheRunningTestAndTheSignal_notAStatus() async {
    let runner = SignalledTestRunner(signal: SIGSEGV)

    let result = await course.run(["check", "1"], runner: runner)

    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "Exercise 1 failed: the test title_isScreen() crashed (signal \(SIGSEGV) (SIGSEGV)).\nThe whole output: "),
      "\(result.output)")
  }

  @Test func floodOfOutput_keepsABoundedPart_andStillFindsTheIssue() async {
    // given: a test that prints 200,000 lines around its failure
    let noise = (0..<100_000).map { "noise \($0)" }
    // (a few thousand lines an event, as the real runner's 64 KB reads bring them)
    let runner = ScriptedTestRunner(linesPerEvent: 4_096) { _, _ in (noise + ScriptedTestRunner.failing() + noise, 1) }

    // when
    let result = await course.run(["check", "1"], runner: runner)

    // then
    #expect(result.output.contains("  title_isScreen() at ScreenTests.swift:7:5\n"))
    var output = CheckOutput()
    for line in noise + ScriptedTestRunner.failing() + noise { output.append(line) }
    #expect(output.lineCount == 200_008)
    #expect(output.lines.count <= CheckOutput.keptLimit + CheckOutput.tailLimit)
    #expect(output.lines.contains { $0.contains("recorded an issue at ScreenTests.swift:7:5") })
    #expect(output.lines.last == "noise 99999")
  }

  @Test func watch_endsWithTheInput_andSaysWhenAllIsDone() async {
    let open = await course.run(["watch"], runner: ScriptedTestRunner { _, _ in (ScriptedTestRunner.failing(), 1) })
    for number in 1...3 { _ = await course.run(["check", "\(number)"]) }
    let done = await course.run(["watch"])

    #expect(open.status == 0)
    #expect(open.output.contains("Exercise 1 failed:"))
    #expect(done.output == "Every exercise is done (3 of 3). 'archdemo course reset' starts over.\n")
  }
}

/// A console that records what is written and calls `written` with all of it after each write.
final class WatchingConsole: Console {
  private(set) var output = ""
  let isInteractive = false
  let usesColor = false
  private let written: (String) -> Void

  init(written: @escaping (String) -> Void) {
    self.written = written
  }

  func write(_ text: String) {
    output += text
    written(output)
  }

  func writeError(_ text: String) { output += text }
  func readLine() -> String? { nil }
}

/// A runner that prints nothing for a while, then passes.
struct SlowTestRunner: CourseTestRunner {
  /// How long the build takes before SwiftPM says `Build complete!`.
  var buildTime: Duration = .seconds(1)

  func run(testTarget: String, in folder: URL) -> TestRun {
    let events = AsyncStream(TestRunEvent.self) { continuation in
      Task {
        continuation.yield(.lines(["Building for debugging..."]))
        try? await Task.sleep(for: buildTime)
        continuation.yield(.lines(["Build complete! (1.00s)", "◇ Test run started."]))
        continuation.yield(.lines(["✔ Test run with 1 test in 1 suite passed after 0.001 seconds."]))
        continuation.yield(.finished(.exited(0)))
        continuation.finish()
      }
    }
    return TestRun(events: events, stop: {})
  }
}

/// A runner whose `swift test` is killed by `signal` after printing a line.
struct SignalledTestRunner: CourseTestRunner {
  var signal: Int32

  func run(testTarget: String, in folder: URL) -> TestRun {
    let events = AsyncStream(TestRunEvent.self) { continuation in
      continuation.yield(.lines(["◇ Test title_isScreen() started."]))
      continuation.yield(.finished(.signalled(signal)))
      continuation.finish()
    }
    return TestRun(events: events, stop: {})
  }
}
