import DomainTestSupport
import Foundation
import Testing

/// The built binary over a fake course whose `swift` is a shell script on the `PATH`: what the
/// runner does with a child that hangs, floods or crashes, with signals, with a deleted current
/// directory, and with many `hint`s at once.
@Suite("archdemo course: the child process end to end")
struct CourseProcessTests {
  let course: FakeCourse
  let bin: TemporaryFolder

  init() throws {
    course = try FakeCourse(exercises: 1)
    bin = try TemporaryFolder()
  }

  /// Puts a `swift` on the `PATH` that runs `script` (POSIX sh).
  private func fakeSwift(_ script: String) throws -> [String: String] {
    let file = try bin.file("swift", contents: "#!/bin/sh\n" + script)
    chmod(file.path, 0o755)
    return ["PATH": bin.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalToACheck_endsSwiftTestAndWhatItStarted(_ signal: Int32) throws {
    // given: a `swift test` that starts a child of its own and waits for it
    let pids = bin.url.appendingPathComponent("pids")
    let environment = try fakeSwift(
      """
      sleep 600 &
      echo "$$ $!" > "\(pids.path)"
      echo "[1/9] Compiling E01Screen Screen.swift"
      wait

      """)
    let archdemo = try ArchdemoProcess.start(
      ["course", "check", "1", "--path", course.folder.path], environment: environment)
    #expect(eventually { ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").hasSuffix("\n") })
    let started = try String(contentsOf: pids, encoding: .utf8).split(separator: " ")
      .compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    try #require(started.count == 2)

    // when
    kill(archdemo.process.processIdentifier, signal)
    let result = archdemo.finish()

    // then: archdemo ends by the signal, and takes `swift test` and its child with it
    #expect(result.status == -signal)
    #expect(eventually { !started.contains(where: isRunning) }, "still running: \(started.filter(isRunning))")
  }

  @Test func testKilledByASignal_isNamedAsASignal() throws {
    let environment = try fakeSwift("echo 'Build complete!'\nkill -SEGV $$\n")

    let result = try ArchdemoProcess.run(
      ["course", "check", "1", "--path", course.folder.path], environment: environment)

    #expect(result.status == 1)
    #expect(result.stdout.contains("its tests stopped before they finished (signal \(SIGSEGV) (SIGSEGV)).\n"))
  }

  @Test func oneLongLine_isReadOnce_andShownCut() throws {
    // given: a test run that prints a 10 MB line, then fails
    let environment = try fakeSwift("head -c 10000000 /dev/zero | tr '\\0' x\necho\necho 'Fatal error: boom'\nexit 1\n")

    // when
    let result = try ArchdemoProcess.run(
      ["course", "check", "1", "--path", course.folder.path], environment: environment)

    // then
    #expect(result.status == 1)
    #expect(result.stdout.contains("its tests stopped before they finished (exit status 1).\n  Fatal error: boom\n"))
  }

  @Test func hangingTest_isStoppedAtTheTimeLimitOption() throws {
    let environment = try fakeSwift("echo 'Build complete!'\nsleep 600\n")

    let result = try ArchdemoProcess.run(
      ["course", "check", "1", "--path", course.folder.path, "--time-limit", "1"], environment: environment)

    #expect(result.status == 1)
    #expect(result.stdout.contains("Exercise 1 failed: its tests did not finish within 1 second"))
  }

  @Test func hugeExerciseNumber_isAUsageMistake_notACrash() throws {
    let result = try ArchdemoProcess.run(["course", "check", "-9223372036854775808", "--path", course.folder.path])

    #expect(result.status == 64)
    #expect(result.stderr == "archdemo: there is no exercise -9223372036854775808 (exercises: 1)\n")
  }

  @Test func deletedCurrentDirectory_endsTheSearch() throws {
    let result = try ArchdemoProcess.start(
      ["-c", #"d=$(mktemp -d) && cd "$d" && rmdir "$d" && exec "$0" course next"#, ArchdemoProcess.executable.path],
      program: URL(fileURLWithPath: "/bin/bash")
    ).finish(deadline: 120)

    // The search stops; the course of the repository archdemo was built from is found instead.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("Exercise ") || result.stdout.hasPrefix("Every exercise is done"))
  }

  @Test func thirtyHintsAtOnce_areThirtyHintsRecorded() throws {
    // given: an exercise with 40 hints
    let manifest = try course.read("course.json")
    let hints = (1...40).map { "\"Hint number \($0).\"" }.joined(separator: ", ")
    try course.write(
      "course.json",
      manifest.replacingOccurrences(of: #""Look at the title 1.", "Say Screen, not Draft.""#, with: hints))

    // when
    let running = try (0..<30).map { _ in
      try ArchdemoProcess.start(["course", "hint", "1", "--path", course.folder.path])
    }
    let results = running.map { $0.finish() }

    // then: each showed a different hint, and all 30 count as shown
    #expect(results.allSatisfy { $0.status == 0 })
    let shown = results.compactMap { $0.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    #expect(Set(shown) == Set(1...30))
    let progress = try course.read(".progress.json")
    // JSONEncoder spaces its output differently on Darwin and Linux, so the count is matched
    // whatever the spacing around the colon.
    #expect(progress.range(of: #""hintsShown"\s*:\s*30\b"#, options: .regularExpression) != nil)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func hintWrittenToAFullDisk_isNotSpent() throws {
    let result = try ArchdemoProcess.run(
      shell: #""$0" course hint 1 --path "$1" > /dev/full"#, arguments: [course.folder.path])

    #expect(result.status == 74)
    #expect(!FileManager.default.fileExists(atPath: course.progressFile.path))
  }

  @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func unreadablePath_saysSo_notThatItHoldsNoCourse() throws {
    // given: a course folder no one may read (root may read anything, so it runs as nobody)
    chmod(course.folder.path, 0)
    defer { chmod(course.folder.path, 0o755) }
    let words = ["course", "list", "--path", course.folder.path]

    // when
    let result =
      getuid() == 0
      ? try ArchdemoProcess.start(
        ["--reuid=65534", "--regid=65534", "--clear-groups", ArchdemoProcess.executable.path] + words,
        program: URL(fileURLWithPath: "/usr/bin/setpriv")
      ).finish()
      : try ArchdemoProcess.run(words)

    // then
    #expect(result.status == 64)
    #expect(result.stderr == "archdemo: --path: \(course.folder.path) cannot be read: Permission denied\n")
  }
}
