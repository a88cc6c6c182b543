import Foundation

/// Measures mutants with one or more workers, each in its own copy of the kit (and, for the
/// course, of the course's package beside it).
///
/// Workers take the next mutant from a shared queue; after each record the results so far
/// are written to the output file, so an interrupted run can go on with `--resume`.
final class Runner: @unchecked Sendable {
  private let kit: URL
  private let roots: [URL]
  private let lock = NSLock()
  private var queue: [Mutant]
  private var done: [MutantRecord] = []
  private var failure: Error?
  private let total: Int
  private let onRecord: @Sendable ([MutantRecord]) -> Void
  /// Whether each copy must pass unmutated, before its first mutant, the kit's parity tests or,
  /// for the course, the own tests of the exercises in the run.
  private let checksUnmutated: Bool
  /// The kit or the course.
  private let subject: Subject
  /// The own test targets of the run's mutants.
  private let ownTargets: [String]
  /// Whether the mutants a ``Schema`` can switch are built together first, in the first copy.
  private let usesSchema: Bool
  private var switchedQueue: [(Int, Mutant)] = []

  /// `roots` are the workers' copies of the kit, one per worker; no more workers start than
  /// there are mutants.
  init(
    kit: URL, roots: [URL], mutants: [Mutant], subject: Subject = .kit, checksUnmutated: Bool = true,
    usesSchema: Bool = false, onRecord: @escaping @Sendable ([MutantRecord]) -> Void
  ) {
    self.checksUnmutated = checksUnmutated
    self.subject = subject
    ownTargets = Set(mutants.map(\.ownTestTarget)).sorted()
    self.usesSchema = usesSchema
    self.kit = kit
    self.roots = Array(roots.prefix(max(1, mutants.count)))
    queue = mutants.sorted { Self.isSlow($0) < Self.isSlow($1) }
    total = mutants.count
    self.onRecord = onRecord
  }

  /// Runs every mutant and returns their records, in the order they finished.
  func run() throws -> [MutantRecord] {
    guard total > 0 else { return [] }
    if usesSchema { try runSwitched() }
    let workers = min(roots.count, queue.count)
    if workers > 0 {
      log("mutants: \(queue.count) mutants with a build each")
      DispatchQueue.concurrentPerform(iterations: workers) { index in
        work(Workspace(kit: kit, root: roots[index], subject: subject))
      }
    }
    if let failure { throw failure }
    return done
  }

  /// Builds the schema of the queue in the first copy and measures its switched mutants there,
  /// every worker running tests side by side; what no switch holds stays in the queue.
  private func runSwitched() throws {
    let workspace = Workspace(kit: kit, root: roots[0], subject: subject)
    // No parity run on the unmutated build here: the schema's build is checked with every switch
    // off below, and the copy's plain build before its first mutant with a build of its own.
    try workspace.prepare(checking: []) { log("[\(workspace.root.lastPathComponent)] \($0)") }
    let schema = try workspace.buildSchema(of: queue) { log("[\(workspace.root.lastPathComponent)] \($0)") }
    let unswitched = Set(schema.unswitched.map(\.id))
    guard !schema.switched.isEmpty else { return }
    // With every switch off, the schema's build must pass what the kit (or the course) passes.
    let targets =
      Set(schema.switched.values.map(\.ownTestTarget)).sorted() + (subject.hasParity ? ["ParityTests"] : [])
    for target in targets {
      if let failing = try workspace.testTarget(target).failure {
        throw MutantsError.failed(
          "the schema's build fails \(failing) in \(target) with no mutant switched on; run with --one-build-each")
      }
    }
    log("mutants: \(schema.switched.count) mutants behind switches, \(unswitched.count) with a build each")
    // Domain's mutants last: its own tests take seconds where a pattern's take a fraction of one,
    // so an interrupted run has measured the most candidates it could.
    switchedQueue = schema.switched.sorted { (Self.isSlow($0.value), $0.key) < (Self.isSlow($1.value), $1.key) }
    DispatchQueue.concurrentPerform(iterations: roots.count) { _ in
      while let (number, mutant) = nextSwitched() {
        do {
          finish(try workspace.measureSwitched(mutant, number: number))
        } catch {
          lock.lock()
          if failure == nil { failure = error }
          lock.unlock()
        }
      }
    }
    if let failure { throw failure }
    queue = queue.filter { unswitched.contains($0.id) }
  }

  /// What each copy must pass unmutated before its first mutant with a build of its own.
  private var baseline: [String] {
    guard checksUnmutated else { return [] }
    return subject.hasParity ? ["ParityTests"] : ownTargets
  }

  /// 1 for a mutant of Domain's rules, whose own tests are the slow ones and whose build
  /// rebuilds every target, else 0.
  private static func isSlow(_ mutant: Mutant) -> Int { mutant.pattern == "Domain" ? 1 : 0 }

  private func nextSwitched() -> (Int, Mutant)? {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil, !switchedQueue.isEmpty else { return nil }
    return switchedQueue.removeFirst()
  }

  private func finish(_ record: MutantRecord) {
    lock.lock()
    done.append(record)
    let snapshot = done
    lock.unlock()
    onRecord(snapshot)
    log(
      "[\(snapshot.count)/\(total)] \(record.id) line \(record.line): \(record.outcome)"
        + (record.caughtBy.map { " (\($0))" } ?? "") + String(format: ", %.1f s", record.seconds))
  }

  private func log(_ message: String) {
    lock.lock()
    FileHandle.standardError.write(Data((message + "\n").utf8))
    lock.unlock()
  }

  private func next() -> Mutant? {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil, !queue.isEmpty else { return nil }
    return queue.removeFirst()
  }

  private func work(_ workspace: Workspace) {
    do {
      try workspace.prepare(checking: baseline) {
        log("[\(workspace.root.lastPathComponent)] \($0)")
      }
      while let mutant = next() {
        finish(try workspace.measure(mutant))
      }
    } catch {
      lock.lock()
      if failure == nil { failure = error }
      lock.unlock()
    }
  }
}
