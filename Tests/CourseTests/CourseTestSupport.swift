import DomainTestSupport
import Foundation
import Synchronization
import Testing
import TextUI

@testable import ArchDemoKit
@testable import Course
@testable import TestRuns

/// A repository of the test's own holding a small course: `Package.swift` at its root and
/// `Examples/Course` with a manifest, the learner's files and the solutions (no package to build).
final class FakeCourse {
  let root: TemporaryFolder
  var folder: URL { root.url.appendingPathComponent("Examples/Course") }
  var progressFile: URL { folder.appendingPathComponent(".progress.json") }

  /// - Parameter count: how many exercises; the third has no hints.
  init(exercises count: Int = 3) throws {
    root = try TemporaryFolder()
    _ = try root.file("Package.swift", contents: "// swift-tools-version: 6.0\n")
    for number in 1...count {
      let slug = Self.slug(number)
      try write("Exercises/\(slug)/Screen.swift", "let title = \"Draft \(number)\"\nlet rows = 0\n")
      try write("Solutions/\(slug)/Screen.swift", "let title = \"Screen \(number)\"\nlet rows = 0\n")
    }
    try write("course.json", Self.manifest(count: count))
  }

  static func slug(_ number: Int) -> String { "0\(number)-\(pattern(number))-screen" }
  static func pattern(_ number: Int) -> String { ["mvc", "mvp", "mvvm", "viper"][(number - 1) % 4] }

  /// A manifest of `count` exercises in the shape `course.json` has.
  static func manifest(count: Int) -> String {
    let exercises = (1...count).map { number in
      let hints = number == 3 ? "" : "\"Look at the title \(number).\", \"Say Screen, not Draft.\""
      return """
        {"number": \(number), "slug": "\(slug(number))", "title": "Screen \(number)", "pattern": "\(pattern(number))",
         "teaches": "Where the title of screen \(number) is formatted.", "files": ["Exercises/\(slug(number))/Screen.swift"],
         "target": "E0\(number)Screen", "testTarget": "E0\(number)ScreenTests",
         "failingTests": ["ScreenTests/title_isScreen()"], "hints": [\(hints)]}
        """
    }
    return "{\"exercises\": [\n" + exercises.joined(separator: ",\n") + "\n]}\n"
  }

  /// Writes `contents` to `path` in the course folder, creating folders on the way.
  func write(_ path: String, _ contents: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// What one `archdemo course …` printed and its exit status.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `archdemo course arguments…` from the course folder, as `ArchDemoProgram` does.
  @MainActor
  func run(
    _ arguments: [String], runner: any CourseTestRunner = ScriptedTestRunner(), input: AsyncStream<String>? = nil,
    from directory: URL? = nil, console: RecordingConsole = RecordingConsole()
  ) async -> Result {
    let environment = CourseProgram.Environment(
      runner: runner, currentDirectory: directory ?? folder, builtRoot: nil, tickInterval: .seconds(3600),
      pollInterval: .milliseconds(10), watchInput: { input ?? AsyncStream { $0.finish() } })
    var status: Int32
    do {
      switch try ArgumentParser.parse(["course"] + arguments) {
      case .course(let options):
        status = try await CourseProgram.run(options, console: console, environment: environment)
      case .help(let command):
        console.write(command.map(HelpText.help(for:)) ?? HelpText.usage)
        status = 0
      case let other:
        Issue.record("course arguments parsed as \(other)")
        status = -1
      }
    } catch {
      console.writeError(TerminalText.escaped(error.message) + "\n")
      status = error.exitStatus
    }
    return Result(status: status, output: console.output, errors: console.errors)
  }
}

/// A test runner that plays back prepared output: checks without building anything.
final class ScriptedTestRunner: CourseTestRunner {
  /// The lines and exit status of each run, by test target and the run's index (from 0).
  typealias Script = @Sendable (_ testTarget: String, _ run: Int) -> (lines: [String], status: Int32)

  private let script: Script
  private let linesPerEvent: Int
  private let runs = Mutex<[String]>([])

  /// - Parameters:
  ///   - linesPerEvent: how many lines each event brings: 1, as a slow pipe brings them, or
  ///     more, as the real runner's reads bring a flood.
  ///   - script: every run passes with no output unless it says otherwise.
  init(linesPerEvent: Int = 1, _ script: @escaping Script = { _, _ in ([], 0) }) {
    self.linesPerEvent = linesPerEvent
    self.script = script
  }

  /// The test targets run, in order.
  var targetsRun: [String] { runs.withLock { $0 } }

  func run(testTarget: String, in folder: URL) -> TestRun {
    let index = runs.withLock { runs in
      runs.append(testTarget)
      return runs.count - 1
    }
    let (lines, status) = script(testTarget, index)
    let perEvent = linesPerEvent
    let events = AsyncStream(TestRunEvent.self) { continuation in
      for start in stride(from: 0, to: lines.count, by: perEvent) {
        continuation.yield(.lines(Array(lines[start..<min(start + perEvent, lines.count)])))
      }
      continuation.yield(.finished(.exited(status)))
      continuation.finish()
    }
    return TestRun(events: events, stop: {})
  }

  /// Swift Testing's output for a run whose test `title_isScreen()` fails.
  static func failing(_ message: String = "Expectation failed: (title → \"Draft\") == \"Screen\"") -> [String] {
    [
      "Building for debugging...", "[3/9] Compiling E01Screen Screen.swift", "Build complete! (1.20s)",
      "◇ Test run started.", "◇ Test title_isScreen() started.",
      "✘ Test title_isScreen() recorded an issue at ScreenTests.swift:7:5: \(message)",
      "✘ Test title_isScreen() failed after 0.001 seconds with 1 issue.",
      "✘ Test run with 1 test in 1 suite failed after 0.001 seconds with 1 issue.",
    ]
  }
}

/// A runner whose tests print a line and then never end, until stopped: a test that hangs.
final class HangingTestRunner: CourseTestRunner {
  private let stops = Mutex(0)
  private let started: (@Sendable () -> Void)?

  /// - Parameter started: called once the run has printed its line.
  init(started: (@Sendable () -> Void)? = nil) {
    self.started = started
  }

  /// How many times a run was stopped.
  var stopCount: Int { stops.withLock { $0 } }

  func run(testTarget: String, in folder: URL) -> TestRun {
    let (events, continuation) = AsyncStream.makeStream(of: TestRunEvent.self)
    continuation.yield(.lines(["Build complete! (0.10s)"]))
    continuation.yield(.lines(["◇ Test title_isScreen() started."]))
    started?()
    return TestRun(
      events: events,
      stop: { [self] in
        stops.withLock { $0 += 1 }
        continuation.yield(.finished(.signalled(SIGTERM)))
        continuation.finish()
      })
  }
}
