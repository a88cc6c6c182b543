import Foundation

/// What a test run reports while it goes: each line it prints, then how it ended.
enum TestRunEvent: Hashable, Sendable {
  /// One line of the run's output (standard output and error together), without its line break.
  case line(String)
  /// The run ended with this exit status.
  case finished(status: Int32)
  /// The run could not start (no `swift` on the `PATH`), with the reason.
  case failedToStart(String)
}

/// Runs one exercise's tests: `swift test` in real use, a script of events in tests.
protocol CourseTestRunner: Sendable {
  /// Runs the tests of `testTarget` in the course package at `folder`.
  ///
  /// - Returns: the run's events; the stream ends after ``TestRunEvent/finished(status:)`` or
  ///   ``TestRunEvent/failedToStart(_:)``.
  func run(testTarget: String, in folder: URL) -> AsyncStream<TestRunEvent>
}

/// `swift test --package-path <course> --filter <testTarget>`, its output read line by line on a
/// thread of its own.
struct SwiftTestRunner: CourseTestRunner {
  /// The variable that would switch exercises to their solutions; a check tests the learner's files.
  static let solutionsVariable = "ARCHDEMO_COURSE_SOLUTIONS"

  /// The command line of a check, for messages that tell how to see the whole output.
  static func commandLine(testTarget: String, folder: String) -> String {
    "swift test --package-path \(folder) --filter \(testTarget)"
  }

  func run(testTarget: String, in folder: URL) -> AsyncStream<TestRunEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TestRunEvent.self)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "--package-path", folder.path, "--filter", testTarget]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.solutionsVariable] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      continuation.yield(.failedToStart("cannot run swift test: \(error.localizedDescription)"))
      continuation.finish()
      return stream
    }
    let running = RunningProcess(process: process, output: output.fileHandleForReading)
    let thread = Thread {
      var pending = Data()
      while true {
        let chunk = running.output.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
          continuation.yield(.line(String(decoding: pending[pending.startIndex..<end], as: UTF8.self)))
          pending.removeSubrange(pending.startIndex...end)
        }
      }
      if !pending.isEmpty { continuation.yield(.line(String(decoding: pending, as: UTF8.self))) }
      running.process.waitUntilExit()
      continuation.yield(.finished(status: running.process.terminationStatus))
      continuation.finish()
    }
    thread.start()
    return stream
  }
}

/// A launched process and the read end of its output, handed to the one thread that reads it
/// and waits for the process: nothing else touches them once it starts.
private final class RunningProcess: @unchecked Sendable {
  let process: Process
  let output: FileHandle

  init(process: Process, output: FileHandle) {
    self.process = process
    self.output = output
  }
}
