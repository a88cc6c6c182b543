import ConsoleIO
import Foundation
import TextUI

extension CourseProgram {
  /// The longest test message shown, in characters; the rest is cut with `…`.
  static let messageLimit = 400

  /// Runs the exercise's tests, showing that it builds, then says whether it passed.
  ///
  /// A pass marks the exercise done; a failure shows the first failing expectation and the next
  /// hint not yet shown (not after a build error, which is no lesson's fault).
  /// - Returns: whether the exercise passed.
  /// - Throws: ``ConsoleIO/CommandLineError`` when progress cannot be read or written, or the manifest's
  ///   test target has no tests.
  static func check(_ exercise: CourseExercise, in course: Course, console: any Console, environment: Environment)
    async throws(CommandLineError) -> Bool
  {
    _ = try course.progressFile.load()
    let run = await runTests(exercise, in: course, console: console, environment: environment)
    let number = exercise.number
    let outcome: CheckOutcome
    switch run {
    case .failure(let failure):
      console.writeError("archdemo: \(TerminalText.escaped(failure.reason)); a check needs the Swift toolchain\n")
      return false
    case .success(let (status, lines)):
      outcome = CheckOutcome.read(status: status, lines: lines, folder: course.folder.path)
    }
    var progress = try course.progressFile.load()
    let whole = TerminalText.escaped(
      SwiftTestRunner.commandLine(testTarget: exercise.testTarget, folder: course.folder.path))
    var text: String
    switch outcome {
    case .passed:
      progress.markDone(exercise)
      try course.progressFile.save(progress)
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
      console.write("Exercise \(number) failed to build:\n  \(shortened(error))\nThe whole output: \(whole)\n")
      return false
    case .issue(let issue):
      text = "Exercise \(number) failed:\n  \(TerminalText.escaped(issue.test))"
      text += issue.location.map { " at \(TerminalText.escaped($0))" } ?? ""
      text += "\n    \(shortened(issue.message))\n"
      text += issue.notes.map { "    \(shortened($0))\n" }.joined()
    case .stopped(let reason, let status):
      text = "Exercise \(number) failed: its tests stopped before they finished (status \(status)).\n"
      text += reason.map { "  \(shortened($0))\n" } ?? ""
      text += "The whole output: \(whole)\n"
    }
    if let hint = progress.takeNextHint(of: exercise) {
      try course.progressFile.save(progress)
      text += hintLine(hint, of: exercise) + "\n"
    }
    console.write(text)
    return false
  }

  /// One line of a test's output as printed: escaped, trimmed, and cut at ``messageLimit``.
  static func shortened(_ line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let cut = trimmed.count > messageLimit ? trimmed.prefix(messageLimit) + "…" : trimmed
    return TerminalText.escaped(String(cut))
  }

  /// Runs the tests while showing progress: on a terminal, SwiftPM's `[12/40] Compiling` lines on
  /// one line rewritten in place, then `Running the tests…`; elsewhere a dot each
  /// ``Environment/tickInterval``.
  ///
  /// - Returns: the exit status and every line printed, or why `swift test` could not start.
  static func runTests(_ exercise: CourseExercise, in course: Course, console: any Console, environment: Environment)
    async -> Result<(Int32, [String]), CheckStartFailure>
  {
    enum Event {
      case run(TestRunEvent)
      case tick
    }
    let terminal = console.writesToTerminal
    console.write("Building exercise \(exercise.number) (this can take a minute)…" + (terminal ? "\n" : ""))
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let stream = environment.runner.run(testTarget: exercise.testTarget, in: course.folder)
    // Off the main actor, so that a busy main actor cannot reorder a tick after the end.
    let forwarder = Task.detached {
      for await event in stream { continuation.yield(.run(event)) }
      continuation.finish()
    }
    let interval = environment.tickInterval
    let ticker = Task.detached {
      while (try? await Task.sleep(for: interval)) != nil { continuation.yield(.tick) }
    }
    defer {
      ticker.cancel()
      forwarder.cancel()
    }
    var lines: [String] = []
    var status: Int32 = 1
    var showsProgress = false
    loop: for await event in events {
      switch event {
      case .tick where !terminal:
        console.write(".")
      case .tick:
        break
      case .run(.line(let line)):
        lines.append(line)
        guard terminal else { continue }
        if line.hasPrefix("["), line.contains("] ") {
          console.write("\r\u{1B}[K" + String(TerminalText.escaped(line).prefix(78)))
          showsProgress = true
        } else if line.hasPrefix("Build complete!") {
          console.write("\r\u{1B}[KRunning the tests…")
          showsProgress = true
        }
      case .run(.finished(let code)):
        status = code
        break loop
      case .run(.failedToStart(let reason)):
        console.write(terminal ? "" : "\n")
        return .failure(CheckStartFailure(reason: reason))
      }
    }
    console.write(terminal ? (showsProgress ? "\r\u{1B}[K" : "") : "\n")
    return .success((status, lines))
  }

  /// `swift test` could not start.
  struct CheckStartFailure: Error {
    var reason: String
  }
}
