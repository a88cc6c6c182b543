import Foundation

/// Measures mutants with one or more workers, each in its own copy of the kit.
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
  /// Whether each copy's parity tests must pass unmutated before its first mutant.
  private let checksUnmutatedParity: Bool

  /// `roots` are the workers' copies of the kit, one per worker; no more workers start than
  /// there are mutants.
  init(
    kit: URL, roots: [URL], mutants: [Mutant], checksUnmutatedParity: Bool = true,
    onRecord: @escaping @Sendable ([MutantRecord]) -> Void
  ) {
    self.checksUnmutatedParity = checksUnmutatedParity
    self.kit = kit
    self.roots = Array(roots.prefix(max(1, mutants.count)))
    queue = mutants
    total = mutants.count
    self.onRecord = onRecord
  }

  /// Runs every mutant and returns their records, in the order they finished.
  func run() throws -> [MutantRecord] {
    guard total > 0 else { return [] }
    DispatchQueue.concurrentPerform(iterations: roots.count) { index in
      work(Workspace(kit: kit, root: roots[index]))
    }
    if let failure { throw failure }
    return done
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
      try workspace.prepare(checkingParity: checksUnmutatedParity) {
        log("[\(workspace.root.lastPathComponent)] \($0)")
      }
      while let mutant = next() {
        let record = try workspace.measure(mutant)
        lock.lock()
        done.append(record)
        let snapshot = done
        lock.unlock()
        onRecord(snapshot)
        log(
          "[\(snapshot.count)/\(total)] \(record.id) line \(record.line): \(record.outcome)"
            + (record.caughtBy.map { " (\($0))" } ?? "") + String(format: ", %.1f s", record.seconds))
      }
    } catch {
      lock.lock()
      if failure == nil { failure = error }
      lock.unlock()
    }
  }
}
