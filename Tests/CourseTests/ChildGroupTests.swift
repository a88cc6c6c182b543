import DomainTestSupport
import Foundation
import Testing

/// A check's process group never outlives archdemo: the built binary over a fake course whose
/// `swift` ignores SIGTERM and leaves a child of its own running (as a hung test binary or a
/// compiler would), ended by each signal, a closed standard output, a silent build, a hung test
/// and `kill -9`. Each time no process of the group is left — looked up by its group id, not by
/// name — and the next check does not find the lock the first one held.
@Suite("archdemo course: no process of a check outlives it")
struct ChildGroupTests {
  let course: FakeCourse
  let bin: TemporaryFolder
  var groupFile: URL { bin.url.appendingPathComponent("pgid") }

  init() throws {
    course = try FakeCourse(exercises: 1)
    bin = try TemporaryFolder()
  }

  /// A `swift` that takes a lock as SwiftPM does (`flock` on a file, held by every process it
  /// starts), writes its group id, prints `lines`, ignores SIGTERM and waits on a child that
  /// ignores it too; or, with `ARCHDEMO_TEST_SECOND` set, says whether it found the lock free.
  private func fakeSwift(printing lines: String = "") throws -> [String: String] {
    let lock = bin.url.appendingPathComponent("lock").path
    let script = """
      #!/bin/sh
      exec 9>>"\(lock)"
      if [ -n "$ARCHDEMO_TEST_SECOND" ]; then
        if flock -n 9; then echo "the lock was free"; else echo "the lock was held"; fi
        exit 1
      fi
      flock -n 9 || exit 3
      trap '' TERM
      ps -o pgid= -p $$ | tr -d ' ' > "\(groupFile.path).tmp" && mv "\(groupFile.path).tmp" "\(groupFile.path)"
      \(lines)
      sleep 600 &
      wait
      wait

      """
    let file = try bin.file("swift", contents: script)
    chmod(file.path, 0o755)
    return ["PATH": bin.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
  }

  /// The group the fake `swift` runs in, once it has written it.
  private func group() throws -> Int32 {
    #expect(eventually { FileManager.default.fileExists(atPath: groupFile.path) })
    let text = try String(contentsOf: groupFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    return try #require(Int32(text))
  }

  /// Runs a second check with the same `swift` and returns what it said of the lock.
  private func nextCheck(_ environment: [String: String]) throws -> String {
    var environment = environment
    environment["ARCHDEMO_TEST_SECOND"] = "1"
    return try ArchdemoProcess.run(["course", "check", "1", "--path", course.folder.path], environment: environment)
      .stdout
  }

  static let flockIsThere = FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")

  @Test(.enabled(if: flockIsThere), arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  func signal_endsTheGroupBeforeArchdemoEnds_evenWhenItIgnoresSIGTERM(_ signal: Int32) throws {
    // given: a check under way whose processes ignore SIGTERM
    let environment = try fakeSwift(printing: #"echo "[1/9] Compiling E01Screen Screen.swift""#)
    let archdemo = try ArchdemoProcess.start(
      ["course", "check", "1", "--path", course.folder.path], environment: environment)
    let group = try group()
    #expect(livingProcesses(inGroup: group).count >= 2)

    // when
    let sent = ContinuousClock.now
    kill(archdemo.process.processIdentifier, signal)
    let result = archdemo.finish(deadline: 30)

    // then: archdemo ends by the signal, after SIGKILL took what SIGTERM left
    #expect(result.status == -signal)
    #expect(ContinuousClock.now - sent >= .seconds(2), "archdemo did not wait for the group")
    #expect(livingProcesses(inGroup: group).isEmpty, "left running: \(livingProcesses(inGroup: group))")
    #expect(try nextCheck(environment).contains("the lock was free"))
  }

  @Test(.enabled(if: flockIsThere))
  func closedStandardOutput_stopsTheCheck_andExits74() throws {
    // given: archdemo's output a pipe, as in `archdemo course check 1 | head -c 5`
    let environment = try fakeSwift()
    let process = Process()
    process.executableURL = ArchdemoProcess.executable
    process.arguments = ["course", "check", "1", "--path", course.folder.path]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let group = try group()

    // when: the reader goes after 5 bytes
    _ = try output.fileHandleForReading.read(upToCount: 5)
    try output.fileHandleForReading.close()

    // then: archdemo stops the group and exits 74 (a hang is killed, and fails the test)
    #expect(eventually(within: 30) { !process.isRunning }, "archdemo went on after its reader had gone")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 74)
    #expect(livingProcesses(inGroup: group).isEmpty)
    #expect(try nextCheck(environment).contains("the lock was free"))
  }

  @Test(.enabled(if: flockIsThere))
  func silentBuild_isStoppedAfterTheBuildSilence() throws {
    let environment = try fakeSwift(printing: #"echo "[1/9] Compiling E01Screen Screen.swift""#)

    let result = try ArchdemoProcess.run(
      ["course", "check", "1", "--path", course.folder.path, "--build-silence", "1"], environment: environment)

    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "Exercise 1 failed to build: it printed nothing for 1 second and was stopped (a hung build; --build-silence SECONDS changes the limit).\n  [1/9] Compiling E01Screen Screen.swift\n"
      ), "\(result.stdout)")
    #expect(livingProcesses(inGroup: try group()).isEmpty)
    #expect(try nextCheck(environment).contains("the lock was free"))
  }

  @Test(.enabled(if: flockIsThere))
  func hungTest_isStoppedAtTheTimeLimit_withItsGroup() throws {
    let environment = try fakeSwift(printing: "echo 'Build complete!'")

    let result = try ArchdemoProcess.run(
      ["course", "check", "1", "--path", course.folder.path, "--time-limit", "1"], environment: environment)

    #expect(result.status == 1)
    #expect(result.stdout.contains("Exercise 1 failed: its tests did not finish within 1 second"))
    #expect(livingProcesses(inGroup: try group()).isEmpty)
    #expect(try nextCheck(environment).contains("the lock was free"))
  }

  @Test(.enabled(if: flockIsThere))
  func archdemoKilledOutright_takesTheGroupWithIt() throws {
    // given
    let environment = try fakeSwift()
    let archdemo = try ArchdemoProcess.start(
      ["course", "check", "1", "--path", course.folder.path], environment: environment)
    let group = try group()

    // when: a signal no handler sees
    kill(archdemo.process.processIdentifier, SIGKILL)
    _ = archdemo.finish(deadline: 30)

    // then: the lifeline ends the group (SIGTERM, then SIGKILL after the grace period)
    #expect(eventually(within: 10) { livingProcesses(inGroup: group).isEmpty }, "\(livingProcesses(inGroup: group))")
    #expect(try nextCheck(environment).contains("the lock was free"))
  }
}
