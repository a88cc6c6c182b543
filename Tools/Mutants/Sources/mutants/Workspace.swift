import Foundation

/// A copy of the kit where one worker builds and tests mutants, one at a time: the kit's own
/// package, or for the course (``Subject/course``) the course's package in the copy, which
/// builds the copy's kit as its dependency.
///
/// The copy lives at `<kit>/.build-mutants/worker-N` (git ignores `.build-*`), or in a folder
/// `--copies` names, and keeps its own `.build`, so each mutant is an incremental build. Before a run the copy's ``synced`` items
/// are replaced by the kit's (timestamps kept), and its parity tests must pass unmutated. A copy
/// with no `.build` builds from nothing: a build folder copied from elsewhere would not help, as
/// it records its own paths.
struct Workspace: Sendable {
  let kit: URL
  let root: URL
  /// What is built and tested in the copy: the kit, or the course.
  let subject: Subject
  /// Seconds a build may take before it counts as failed, and a test run before it counts as
  /// caught (a mutant that hangs a test is a caught bug): 300 for the kit's, 60 for an
  /// exercise's, whose unmutated tests end within 10 s.
  let buildLimit = 900
  var testLimit: Int { subject == .course ? 60 : 300 }

  init(kit: URL, root: URL, subject: Subject = .kit) {
    self.kit = kit
    self.root = root
    self.subject = subject
  }

  /// The worker's own copy when `--copies` names none: `<kit>/.build-mutants/worker-N`.
  static func defaultRoot(kit: URL, index: Int) -> URL {
    kit.appendingPathComponent(".build-mutants/worker-\(index)")
  }

  /// Refreshes the copy from the kit and builds it unmutated; throws when that build fails, or
  /// when the unmutated copy fails a test of `baseline`'s targets (the kit's parity suite, the
  /// course's exercises' own tests): a test that fails before any mutant is planted would
  /// "catch" every mutant.
  ///
  /// A check against committed results (`--check`) leaves the parity run out: CI has just run
  /// the kit's parity suite, and a parity suite broken in the copy would change the outcome of
  /// any sampled mutant its own tests let through, which the check reports as a difference.
  func prepare(checking baseline: [String] = ["ParityTests"], log: (String) -> Void) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    try sync(subject.synced)
    log("building \(root.lastPathComponent)\(subject.packageFolder.map { "/\($0)" } ?? "") unmutated")
    let outcome = try build()
    guard outcome.status == 0 else {
      throw MutantsError.failed(
        "the unmutated \(subject.name) does not build in \(root.path):\n\(outcome.output.suffix(3000))")
    }
    for target in baseline {
      if let failing = try testTarget(target).failure {
        throw MutantsError.failed("the unmutated \(subject.name) fails \(failing) of \(target) in \(root.path)")
      }
    }
  }

  /// Builds the subject's package in the copy, its tests too: an incremental build.
  func build() throws -> CommandOutcome {
    try runCommand(
      subject.buildCommand, in: root, limit: buildLimit, environment: subject.environment,
      unsetting: subject.unsetVariables)
  }

  /// Makes the copy's `items` match the kit's, writing only the files that differ, so that
  /// what did not change keeps its timestamp and is not rebuilt. Hidden files and folders are
  /// neither copied nor removed: the course's build folder (`.build`) and a learner's progress.
  private func sync(_ items: [String]) throws {
    let manager = FileManager.default
    func files(under base: URL, _ item: String) -> Set<String> {
      var isDirectory: ObjCBool = false
      let path = base.appendingPathComponent(item).path
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
      guard isDirectory.boolValue else { return [item] }
      var found: Set<String> = []
      for sub in (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      where !sub.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: "\(path)/\(sub)", isDirectory: &isFolder), !isFolder.boolValue {
          found.insert("\(item)/\(sub)")
        }
      }
      return found
    }
    for item in items {
      let wanted = files(under: kit, item)
      let present = files(under: root, item)
      for stale in present.subtracting(wanted) {
        try manager.removeItem(at: root.appendingPathComponent(stale))
      }
      for file in wanted {
        let source = kit.appendingPathComponent(file)
        let target = root.appendingPathComponent(file)
        if present.contains(file), manager.contentsEqual(atPath: source.path, andPath: target.path) { continue }
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if present.contains(file) { try manager.removeItem(at: target) }
        try manager.copyItem(at: source, to: target)
      }
    }
  }

  /// Builds and tests one mutant, then puts the file back.
  func measure(_ mutant: Mutant) throws -> MutantRecord {
    let started = Date()
    let file = root.appendingPathComponent(mutant.file)
    let original = try String(contentsOf: file, encoding: .utf8)
    var lines = original.components(separatedBy: "\n")
    guard lines.indices.contains(mutant.line - 1), lines[mutant.line - 1].trimmingWhitespace() == mutant.before else {
      throw MutantsError.failed("\(mutant.id): line \(mutant.line) of \(mutant.file) is no longer `\(mutant.before)`")
    }
    let indentation = String(lines[mutant.line - 1].prefix { $0 == " " })
    lines[mutant.line - 1] = indentation + mutant.after
    if mutant.mutationOperator == .swapStatements {
      // The next line reads as this one did: the two statements change places.
      guard lines.indices.contains(mutant.line), lines[mutant.line].trimmingWhitespace() == mutant.after else {
        throw MutantsError.failed(
          "\(mutant.id): line \(mutant.line + 1) of \(mutant.file) is no longer `\(mutant.after)`")
      }
      lines[mutant.line] = indentation + mutant.before
    }
    try lines.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
    defer { try? original.write(to: file, atomically: false, encoding: .utf8) }

    let seconds = { Date().timeIntervalSince(started) }
    guard try build().status == 0 else {
      return MutantRecord(mutant, compiled: false, own: false, parity: false, outcome: nil, seconds: seconds())
    }
    return try testBuilt(mutant, started: started)
  }

  /// Tests a mutant that is built in the copy: its own tests, then the parity suite if they let
  /// it through (the kit's; the course has none).
  ///
  /// - Parameter switchNumber: the schema's switch that turns the mutant on, or `nil` for a
  ///   mutant built on its own.
  func testBuilt(_ mutant: Mutant, started: Date, switchNumber: Int? = nil) throws -> MutantRecord {
    let switched = switchNumber != nil
    let environment = switchNumber.map { [Schema.variable: String($0)] } ?? [:]
    let own = try testTarget(mutant.ownTestTarget, environment: environment)
    if own.caught || !subject.hasParity {
      return MutantRecord(
        mutant, compiled: true, own: own.caught, parity: false, outcome: own,
        seconds: Date().timeIntervalSince(started), switched: switched)
    }
    let parity = try test(filter: "ParityTests\\.", environment: environment)
    return MutantRecord(
      mutant, compiled: true, own: false, parity: parity.caught, outcome: parity,
      seconds: Date().timeIntervalSince(started), switched: switched)
  }

  /// The kit's test bundle in `root`'s build folder, run directly on Linux.
  static func testBundle(in root: URL) -> URL {
    root.appendingPathComponent(Subject.kit.testBundle)
  }

  /// Runs the tests of `target` under each of the subject's time zones in turn, until one
  /// catches the mutant: the kit's once, in the machine's zone; the course's under
  /// `Pacific/Honolulu`, then, only when that run passes, under `Pacific/Kiritimati`.
  func testTarget(_ target: String, environment: [String: String] = [:]) throws -> TestOutcome {
    var outcome = TestOutcome(failure: nil, timedOut: false)
    for (index, zone) in subject.timeZones.enumerated() {
      var zoned = environment
      if let zone { zoned["TZ"] = zone }
      outcome = try test(filter: "\(target)\\.", environment: zoned)
      guard outcome.caught else { continue }
      // A mutant only the second zone catches says so.
      guard index > 0, let zone, let failure = outcome.failure else { return outcome }
      return TestOutcome(failure: "\(failure) under TZ=\(zone)", timedOut: outcome.timedOut)
    }
    return outcome
  }

  /// Runs the tests `filter` selects, with `environment` added to the process's: whether they
  /// failed, which test first, and whether the run was stopped at ``testLimit``.
  ///
  /// On Linux the test bundle is run directly rather than through `swift test`: it saves
  /// SwiftPM's second a run, and lets workers run tests side by side in one copy (SwiftPM locks
  /// its build folder).
  func test(filter: String, environment: [String: String] = [:]) throws -> TestOutcome {
    #if os(Linux)
      let command =
        [
          root.appendingPathComponent(subject.testBundle).path, "--testing-library", "swift-testing", "--filter",
          filter,
        ]
        + subject.testArguments
    #else
      // On a Mac the bundle needs SwiftPM's helper to run: `swift test`, one worker at a time per copy.
      let command =
        ["swift", "test", "--skip-build"] + (subject.packageFolder.map { ["--package-path", $0] } ?? [])
        + ["--filter", filter] + subject.testArguments
    #endif
    // A crash is told by the runtime's own message; the backtracer it would start can outlive
    // the stopped run and hold its output open, so the run waits for nothing.
    let quiet = environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { given, _ in given }
      .merging(subject.environment) { given, _ in given }
    let outcome = try runCommand(
      command, in: root, limit: testLimit, environment: quiet, unsetting: subject.unsetVariables)
    if outcome.status == 0 { return TestOutcome(failure: nil, timedOut: false) }
    if outcome.status == 124 || outcome.status == 137 {
      return TestOutcome(failure: "timed out after \(testLimit) s", timedOut: true)
    }
    // A run that a signal ended (128 + the signal: a trap is 133, a bad access 139) crashed.
    let crashed = outcome.status > 128 ? "crashed" : nil
    return TestOutcome(
      failure: Self.failingTest(in: outcome.output) ?? crashed ?? "test run ended with status \(outcome.status)",
      timedOut: false)
  }

  /// The first test Swift Testing marks failed: `✘ Test "Shows the error" recorded an issue …`
  /// gives `Shows the error`, `✘ Test refreshAfterFailure() failed …` gives `refreshAfterFailure()`.
  static func failingTest(in output: String) -> String? {
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: "✘ Test ") else { continue }
      let rest = line[marker.upperBound...]
      if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
        return String(rest[rest.index(after: rest.startIndex)..<close])
      }
      if let paren = rest.range(of: ")") {
        return String(rest[..<paren.upperBound])
      }
      return String(rest.prefix { $0 != " " })
    }
    if output.contains("unexpected signal") || output.contains("Fatal error") { return "crashed" }
    return nil
  }
}

/// What one test run found: the first failing test, or that the run was stopped.
struct TestOutcome {
  let failure: String?
  let timedOut: Bool

  /// Whether the tests caught the mutant: a failure, or a run stopped at the limit (a hang).
  var caught: Bool { failure != nil }
}

/// A finished command: its exit status and everything it printed.
struct CommandOutcome {
  let status: Int32
  let output: String

  func requireSuccess() throws {
    guard status == 0 else { throw MutantsError.failed(output) }
  }
}

/// Runs `arguments` in `directory` under `timeout`, standard output and error into one file;
/// `environment` is added to the process's, and `unsetting` names variables taken out of it.
func runCommand(
  _ arguments: [String], in directory: URL, limit seconds: Int, environment: [String: String] = [:],
  unsetting: [String] = []
) throws -> CommandOutcome {
  let log = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).log")
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: log) }
  let handle = try FileHandle(forWritingTo: log)
  defer { try? handle.close() }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["timeout", "-k", "10", String(seconds)] + arguments
  process.currentDirectoryURL = directory
  if !environment.isEmpty || !unsetting.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
      .filter { !unsetting.contains($0.key) }
  }
  process.standardOutput = handle
  process.standardError = handle
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
  return CommandOutcome(status: process.terminationStatus, output: output)
}

enum MutantsError: Error, CustomStringConvertible {
  case usage(String)
  case failed(String)

  var description: String {
    switch self {
    case .usage(let message): "mutants: \(message)"
    case .failed(let message): "mutants: \(message)"
    }
  }
}
