import ChildProcesses
import Foundation
import Synchronization

/// What a test run reports while it goes: each line it prints, then how it ended.
package enum TestRunEvent: Hashable, Sendable {
  /// Lines of the run's output (standard output and error together), without their line
  /// breaks: those one read brought, so that a flood of lines is a few events, not millions.
  case lines([String])
  /// The run ended.
  case finished(ChildTermination)
  /// The run could not start (no `swift` on the `PATH`), with the reason.
  case failedToStart(String)
}

/// A test run under way: what it reports, and how to end it early.
package struct TestRun: Sendable {
  /// The run's events; the stream ends after ``TestRunEvent/finished(_:)`` or
  /// ``TestRunEvent/failedToStart(_:)``.
  package var events: AsyncStream<TestRunEvent>
  /// Ends the run and everything it started, and returns once it has ended.
  package var stop: @Sendable () async -> Void

  package init(events: AsyncStream<TestRunEvent>, stop: @escaping @Sendable () async -> Void) {
    self.events = events
    self.stop = stop
  }
}

/// Runs one exercise's tests: `swift test` in real use, a script of events in tests.
package protocol CourseTestRunner: Sendable {
  /// Starts the tests of `testTarget` in the course package at `folder`.
  func run(testTarget: String, in folder: URL) -> TestRun
  /// Starts an exercise's tests as a check runs them: the exercise built alone, its tests one at
  /// a time, once under each of `timeZones` (`TZ`), stopping at the first zone they fail under.
  func run(exerciseTests testTarget: String, in folder: URL, timeZones: [String]) -> TestRun
}

extension CourseTestRunner {
  /// A runner that knows no more runs `swift test` once.
  package func run(exerciseTests testTarget: String, in folder: URL, timeZones: [String]) -> TestRun {
    run(testTarget: testTarget, in: folder)
  }
}

/// `swift test --package-path <course> --filter <testTarget>`, started in a process group of its
/// own and read line by line on a thread of its own.
///
/// Stopping it sends SIGTERM to the whole group (`swift test`, the build it starts, the
/// compilers, the test binary), and SIGKILL to what is left of it after
/// ``ChildProcess/gracePeriod``. While it runs, a Ctrl-C, SIGTERM, SIGHUP or SIGQUIT to archdemo
/// ends the group the same way before archdemo ends (``ChildProcess/forwardTerminationSignals()``);
/// when it ends, whatever it left running in its group is killed.
package struct SwiftTestRunner: CourseTestRunner {
  /// The variables that would switch exercises to their solutions or to known-wrong ones; a
  /// check tests the learner's files.
  package static let switchingVariables = ["ARCHDEMO_COURSE_SOLUTIONS", "ARCHDEMO_COURSE_WRONG"]

  /// The program and its arguments: `/usr/bin/env swift test …`, or a stand-in in tests.
  package var command: @Sendable (_ testTarget: String, _ folder: String) -> [String] = { target, folder in
    ["/usr/bin/env", "swift", "test", "--package-path", folder, "--filter", target]
  }

  /// The command line of a check, for messages that tell how to see the whole output.
  /// The runner `archdemo` uses: `swift test` itself.
  package init() {}

  package static func commandLine(testTarget: String, folder: String) -> String {
    "swift test --package-path \(ShellWord.quoted(folder)) --filter \(testTarget)"
  }

  package func run(testTarget: String, in folder: URL) -> TestRun {
    start(command(testTarget, folder.path), environment: Self.learnersEnvironment())
  }

  /// archdemo's environment without the variables that would test anything but the learner's files.
  private static func learnersEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for variable in switchingVariables { environment[variable] = nil }
    return environment
  }

  /// The course's `Package.swift` declares only the exercise whose test target this names.
  package static let onlyVariable = "ARCHDEMO_COURSE_ONLY"

  /// `swift test … --no-parallel` under each zone in turn, printing
  /// ``CheckOutcome/zoneLine(_:)`` before each, `--skip-build` after the first; it stops at the
  /// first that fails, with its status. The course's `Package.swift` declares the exercise alone
  /// (``onlyVariable``), and a crash prints no backtrace (a backtracer can outlive the crashed
  /// run and hold its output open).
  package func run(exerciseTests testTarget: String, in folder: URL, timeZones: [String]) -> TestRun {
    var environment = Self.learnersEnvironment()
    environment[Self.onlyVariable] = testTarget
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let script = """
      skip=
      for zone in \(timeZones.map(ShellWord.quoted).joined(separator: " ")); do
        echo "\(CheckOutcome.zoneLine("$zone"))"
        TZ=$zone "$@" --no-parallel $skip
        status=$?
        # A swift test a signal ended: end the same way, so that the check can say which.
        if [ $status -gt 128 ]; then kill -s "$(kill -l $status)" $$; fi
        if [ $status -ne 0 ]; then exit $status; fi
        skip=--skip-build
      done
      """
    return start(["/bin/sh", "-c", script, "archdemo"] + command(testTarget, folder.path), environment: environment)
  }

  private func start(_ words: [String], environment: [String: String]) -> TestRun {
    let (stream, continuation) = AsyncStream.makeStream(of: TestRunEvent.self)
    ChildProcess.forwardTerminationSignals()
    guard let pipe = ChildProcess.makePipe() else {
      continuation.yield(.failedToStart("cannot run swift test: no pipe for its output"))
      continuation.finish()
      return TestRun(events: stream, stop: {})
    }
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        words[0], arguments: Array(words.dropFirst()), environment: environment, output: pipe.write)
    } catch {
      close(pipe.read)
      close(pipe.write)
      continuation.yield(.failedToStart("cannot run swift test: \(error.reason)"))
      continuation.finish()
      return TestRun(events: stream, stop: {})
    }
    close(pipe.write)
    child.forwardSignalsToGroup()
    let state = RunState(child: child)
    let thread = Thread {
      var splitter = LineSplitter()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        var lines: [String] = []
        buffer.withUnsafeBytes { bytes in
          splitter.feed(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { lines.append($0) }
        }
        if !lines.isEmpty { continuation.yield(.lines(lines)) }
      }
      close(pipe.read)
      if let last = splitter.finish() { continuation.yield(.lines([last])) }
      let termination = child.wait()
      state.ended()
      continuation.yield(.finished(termination))
      continuation.finish()
    }
    thread.start()
    return TestRun(events: stream, stop: { await state.stop() })
  }
}

/// A started run's state, shared by the thread that waits for it and whoever stops it.
private final class RunState: Sendable {
  private struct Inner {
    var hasEnded = false
    var stopRequested = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  let child: ChildProcess
  private let inner = Mutex(Inner())

  init(child: ChildProcess) {
    self.child = child
  }

  /// The child was reaped: what is left of its group goes (a process it left running would
  /// outlive the check), and those waiting in ``stop()`` go on.
  func ended() {
    let waiting = inner.withLock { inner in
      inner.hasEnded = true
      defer { inner.waiting = [] }
      return inner.waiting
    }
    // A child ended by archdemo's own forwarded signal: the thread ending the group ends
    // archdemo too, and nothing is reported.
    ChildProcess.endIfSignalled()
    child.signalGroup(SIGKILL)
    child.stopForwardingSignals()
    child.releaseLifeline()
    for continuation in waiting { continuation.resume() }
  }

  /// SIGTERM to the group, SIGKILL after the grace period if the child still runs; returns once it
  /// was reaped.
  func stop() async {
    let first = inner.withLock { inner in
      defer { inner.stopRequested = true }
      return !inner.hasEnded && !inner.stopRequested
    }
    if first {
      child.signalGroup(SIGTERM)
      let child = child
      Task.detached { [weak self] in
        try? await Task.sleep(for: ChildProcess.gracePeriod)
        if self?.inner.withLock({ !$0.hasEnded }) ?? false { child.signalGroup(SIGKILL) }
      }
    }
    await withCheckedContinuation { continuation in
      let hasEnded = inner.withLock { inner in
        if !inner.hasEnded { inner.waiting.append(continuation) }
        return inner.hasEnded
      }
      if hasEnded { continuation.resume() }
    }
  }
}
