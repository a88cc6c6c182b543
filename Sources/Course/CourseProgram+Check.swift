import ChildProcesses
import ConsoleIO
import Foundation
import TestRuns
import TextUI

extension CourseProgram {
  /// Runs the exercise's tests, showing that it builds, then says whether it passed.
  ///
  /// A pass marks the exercise done; a failure shows the first failing expectation, whole, and
  /// says how to ask for a hint — it never shows one: hints come only from `course hint`. Tests
  /// that outlast ``Environment/timeLimit``, counted from the end of the build, are stopped and
  /// fail; a check whose task is cancelled (`q` in `watch`) is stopped and says so.
  /// - Returns: whether the exercise passed.
  /// - Throws: ``ConsoleIO/CommandLineError`` when progress cannot be read or written, or the manifest's
  ///   test target has no tests.
  static func check(_ exercise: CourseExercise, in course: Course, console: any Console, environment: Environment)
    async throws(CommandLineError) -> Bool
  {
    _ = try course.progressFile.load()
    let changed = CourseJudge(course: course).changedFiles(of: exercise)
    guard changed.isEmpty else {
      var text = "Exercise \(exercise.number) cannot be checked: its tests and the files it does not list judge it, "
      text += "and \(changed.count == 1 ? "this one was" : "these were") changed:\n"
      text += changed.map { "  \(TerminalText.escaped($0))\n" }.joined()
      text += "\(course.command("reset \(exercise.number)")) puts them back as shipped "
      text += "(and keeps a copy of the files you edit).\n"
      console.write(text)
      return false
    }
    let run = await runTests(exercise, in: course, console: console, environment: environment)
    let number = exercise.number
    let whole = TerminalText.escaped(
      SwiftTestRunner.commandLine(testTarget: exercise.testTarget, folder: course.folder.path))
    let outcome: CheckOutcome
    switch run {
    case .failedToStart(let reason):
      console.writeError("archdemo: \(TerminalText.escaped(reason)); a check needs the Swift toolchain\n")
      return false
    case .cancelled:
      console.write("The check of exercise \(number) was stopped.\n")
      return false
    case .timedOut(let lastLine):
      var text = "Exercise \(number) failed: its tests did not finish within \(seconds(environment.timeLimit)) "
      text += "(the time limit of a check, the build not counted; --time-limit SECONDS changes it).\n"
      text += lastLine.map { "  \(printable($0))\n" } ?? ""
      text += "The whole output: \(whole)\n"
      return try failed(exercise, text, in: course, console: console)
    case .buildSilent(let lastLine):
      console.write(
        "Exercise \(number) failed to build: " + buildSilenceText(lastLine, environment)
          + "The whole output: \(whole)\n")
      return false
    case .outputClosed:
      return false
    case .finished(let termination, let lines, let runningTest):
      outcome = CheckOutcome.read(
        termination: termination, lines: lines, folder: course.folder.path, runningTest: runningTest)
    }
    var text: String
    switch outcome {
    case .passed:
      var progress = CourseProgress()
      try course.progressFile.update { saved throws(CommandLineError) in
        saved.markDone(exercise)
        progress = saved
        return true
      }
      text = "Exercise \(number) passed.\n"
      if let next = progress.current(in: course.manifest) {
        text += "Next: exercise \(next.number), \(TerminalText.escaped(next.title)) (\(course.command("next")))\n"
      } else {
        text += "That was the last one: every exercise is done.\n"
      }
      console.write(text)
      return true
    case .noTests:
      let manifest = course.folder.appendingPathComponent(CourseManifest.fileName).path
      throw .data(
        "the course manifest \(manifest) names the test target \(exercise.testTarget) for exercise \(number), but it ran no test"
      )
    case .buildFailed(let error):
      console.write("Exercise \(number) failed to build:\n  \(printable(error))\nThe whole output: \(whole)\n")
      return false
    case .issues(let issues, let zone):
      if let zone, zone != timeZones[0] {
        text = "Exercise \(number) failed under TZ=\(TerminalText.escaped(zone)), "
        text += "though its tests passed under TZ=\(timeZones[0]):\n"
      } else {
        text = "Exercise \(number) failed:\n"
      }
      text += issues.map { issueText($0, width: console.terminalColumns) }.joined()
    case .stopped(let reason, let termination, let test, let signal):
      text = "Exercise \(number) failed: " + stoppedText(test: test, signal: signal, termination) + "\n"
      text += reason.map { "  \(printable($0))\n" } ?? ""
      text += "The whole output: \(whole)\n"
    }
    return try failed(exercise, text, in: course, console: console)
  }

  /// The time zones a check runs an exercise's tests under, one after the other: far from UTC
  /// and from each other (UTC−10 and UTC+14, a whole day apart), so that a date read in the
  /// machine's own zone cannot pass for one read in the zone the lesson fixes.
  static let timeZones = ["Pacific/Honolulu", "Pacific/Kiritimati"]

  /// What stopped the tests: `the test saves_once() crashed (signal 6 (SIGABRT))`, or
  /// `its tests stopped before they finished (exit status 1)` when no test was running.
  static func stoppedText(test: String?, signal: Int32?, _ termination: ChildTermination) -> String {
    let how = signal.map { ChildTermination.signalled($0).description } ?? termination.description
    guard let test else { return "its tests stopped before they finished (\(how))." }
    return "the test \(TerminalText.escaped(test)) crashed (\(how))."
  }

  /// `1 second`, `600 seconds`.
  static func seconds(_ duration: Duration) -> String {
    let seconds = duration.components.seconds
    return seconds == 1 ? "1 second" : "\(seconds) seconds"
  }

  /// What a build stopped for its silence says: how long it printed nothing, the option that
  /// changes it, and its last line.
  static func buildSilenceText(_ lastLine: String?, _ environment: Environment) -> String {
    var text = "it printed nothing for \(seconds(environment.buildSilence)) and was stopped "
    text += "(a hung build; --build-silence SECONDS changes the limit).\n"
    return text + (lastLine.map { "  \(printable($0))\n" } ?? "")
  }

  /// Writes a failure's `text` and where the next hint is, without showing it.
  ///
  /// - Returns: `false`, what a failed check returns.
  private static func failed(_ exercise: CourseExercise, _ text: String, in course: Course, console: any Console)
    throws(CommandLineError) -> Bool
  {
    console.write(text + (try hintPointer(exercise, in: course)))
    return false
  }

  /// A failing expectation as a check shows it, in the order `swift test` prints it, so that it
  /// reads top-down: the test and where, what was recorded, the difference, then the notes —
  /// an `Issue.record`'s explaining line before the diff under it. Each line is escaped and
  /// indented; the lines that continue a note keep their own indentation under its mark.
  /// On a terminal, a line wider than its `width` columns is wrapped at spaces, its further lines
  /// indented under its first.
  static func issueText(_ issue: TestIssue, width: Int? = nil) -> String {
    var text = "  \(TerminalText.escaped(issue.test))"
    text += issue.location.map { " at \(TerminalText.escaped($0))" } ?? ""
    text +=
      "\n"
      + issue.message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    \(printable(String($0)))\n" }.joined()
    text += issue.difference.map { marked("\u{00B1}", $0) }.joined()
    text += issue.notes.map { marked("\u{21B3}", $0) }.joined()
    guard let width, width > 20 else { return text }
    return text.split(separator: "\n").map { line in
      let indent = line.prefix { $0 == " " }.count
      return TerminalText.wrapped(String(line), toWidth: width, indent: indent + 2).joined(separator: "\n") + "\n"
    }.joined()
  }

  /// `    ↳ first line`, then each further line of `text` under it, as indented as it was.
  private static func marked(_ mark: String, _ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = "    \(mark) \(printable(String(lines[0])))\n"
    for line in lines.dropFirst() {
      shown += "      " + TerminalText.escaped(String(line)) + "\n"
    }
    return shown
  }

  /// One line of a test's output as printed: escaped and trimmed, whole (``LineSplitter``
  /// already cut it at 4096 bytes).
  static func printable(_ line: String) -> String {
    TerminalText.escaped(line.trimmingCharacters(in: .whitespaces))
  }

  /// Runs the tests while showing progress: on a terminal, SwiftPM's `[12/40] Compiling` lines on
  /// one line rewritten in place, then `Running the tests…`; elsewhere a dot each
  /// ``Environment/tickInterval``. Stops the run ``Environment/timeLimit`` after SwiftPM says
  /// `Build complete!` (a build takes what it takes: a cold one can outlast any fair limit on
  /// the tests), a build that prints nothing for ``Environment/buildSilence`` (a hung one), as
  /// soon as the task is cancelled, or once standard output cannot be written.
  ///
  /// - Returns: how the run ended and what ``CheckOutput`` kept of its output.
  static func runTests(_ exercise: CourseExercise, in course: Course, console: any Console, environment: Environment)
    async -> TestRunResult
  {
    await runTests(
      filter: exercise.testTarget, in: course.folder, building: "exercise \(exercise.number)", console: console,
      environment: environment, timeZones: timeZones)
  }

  /// Runs `swift test --filter <filter>` in the package at `folder` as ``runTests(_:in:console:environment:)``
  /// runs an exercise's, saying `Building <what> (this can take a minute)…` first.
  /// With `timeZones`, it runs them as a check runs an exercise's
  /// (``CourseTestRunner/run(exerciseTests:in:timeZones:)``).
  static func runTests(
    filter: String, in folder: URL, building what: String, console: any Console, environment: Environment,
    timeZones: [String]? = nil
  ) async -> TestRunResult {
    enum Event {
      case run(TestRunEvent)
      case tick
      case timeUp
      /// The build printed nothing for the build silence: the watch with this number.
      case buildSilent(Int)
    }
    let terminal = console.writesToTerminal
    console.write("Building \(what) (this can take a minute)…" + (terminal ? "\n" : ""))
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let run =
      timeZones.map { environment.runner.run(exerciseTests: filter, in: folder, timeZones: $0) }
      ?? environment.runner.run(testTarget: filter, in: folder)
    // Off the main actor, so that a busy main actor cannot reorder a tick after the end.
    let forwarder = Task.detached {
      for await event in run.events { continuation.yield(.run(event)) }
      continuation.finish()
    }
    let interval = environment.tickInterval
    let ticker = Task.detached {
      while (try? await Task.sleep(for: interval)) != nil { continuation.yield(.tick) }
    }
    let limit = environment.timeLimit
    // Started once the build is complete.
    var timer: Task<Void, Never>?
    // Until then, a watch on the build's silence, started again with each line it prints.
    let silence = environment.buildSilence
    var silenceWatches = 0
    func watchSilence() -> Task<Void, Never> {
      silenceWatches += 1
      let number = silenceWatches
      return Task.detached {
        if (try? await Task.sleep(for: silence)) != nil { continuation.yield(.buildSilent(number)) }
      }
    }
    var silenceWatch: Task<Void, Never>? = watchSilence()
    defer {
      ticker.cancel()
      timer?.cancel()
      silenceWatch?.cancel()
      forwarder.cancel()
    }
    var output = CheckOutput()
    var showsProgress = false
    // What a stream that ends without `finished` means: the task was cancelled.
    var result = TestRunResult.cancelled
    loop: for await event in events {
      switch event {
      case .tick where !terminal:
        console.write(".")
      case .tick:
        break
      case .timeUp:
        await run.stop()
        result = .timedOut(lastLine: output.lines.last { !$0.isEmpty })
        break loop
      case .buildSilent(let number):
        guard number == silenceWatches, silenceWatch != nil else { break }
        await run.stop()
        result = .buildSilent(lastLine: output.lines.last { !$0.isEmpty })
        break loop
      case .run(.lines(let lines)):
        if silenceWatch != nil {
          silenceWatch?.cancel()
          silenceWatch = watchSilence()
        }
        for line in lines {
          output.append(line)
          if line.hasPrefix("Build complete!"), timer == nil {
            silenceWatch?.cancel()
            silenceWatch = nil
            timer = Task.detached {
              if (try? await Task.sleep(for: limit)) != nil { continuation.yield(.timeUp) }
            }
          }
          guard terminal else { continue }
          if line.hasPrefix("["), line.contains("] ") {
            console.write("\r\u{1B}[K" + String(TerminalText.escaped(line).prefix(78)))
            showsProgress = true
          } else if line.hasPrefix("Build complete!") {
            console.write("\r\u{1B}[KRunning the tests…")
            showsProgress = true
          }
        }
      case .run(.finished(let termination)):
        result = .finished(termination, lines: output.lines, runningTest: output.runningTest)
        break loop
      case .run(.failedToStart(let reason)):
        console.write(terminal ? "" : "\n")
        return .failedToStart(reason)
      }
      // Standard output closed (the reader of a pipe gone): nobody would see the result.
      if console.outputFailure != nil {
        await run.stop()
        return .outputClosed
      }
    }
    if case .cancelled = result { await run.stop() }
    console.write(terminal ? (showsProgress ? "\r\u{1B}[K" : "") : "\n")
    return result
  }

  /// How a run of an exercise's tests ended.
  enum TestRunResult {
    /// It ran to its end: how it ended, the lines ``CheckOutput`` kept, and the test that had
    /// started and not ended (``CheckOutput/runningTest``).
    case finished(ChildTermination, lines: [String], runningTest: String?)
    /// `swift test` could not start, with the reason.
    case failedToStart(String)
    /// Its tests outlasted the time limit and were stopped: the run's last line.
    case timedOut(lastLine: String?)
    /// The task running it was cancelled, and the run stopped.
    case cancelled
    /// The build printed nothing for ``Environment/buildSilence`` and was stopped: its last line.
    case buildSilent(lastLine: String?)
    /// Standard output could not be written any more, and the run was stopped.
    case outputClosed
  }
}
