import Foundation

/// What happened to one mutant.
struct MutantRecord: Codable, Sendable {
  let id: String
  let file: String
  let line: Int
  let mutationOperator: MutationOperator
  let before: String
  let after: String
  let pattern: String
  let feature: String
  /// Whether the kit built with the mutant in place; one that did not is counted and dropped.
  let compiled: Bool
  /// Whether the pattern's own test target (DomainTests for Domain) failed.
  let killedByOwnTests: Bool
  /// Whether the parity suite failed; run only for a mutant the own tests let through.
  let killedByParity: Bool
  /// The first failing test Swift Testing names (`✘ Test …`), or how the run ended.
  let caughtBy: String?
  /// Whether the run that caught it was stopped at the time limit (a hang), not failed: shown
  /// apart in every table, as PIT and Stryker show their timeouts.
  let timedOut: Bool
  /// Wall-clock seconds: build (none for a mutant behind a schema's switch) and tests.
  let seconds: Double
  /// Whether it was measured behind a schema's run-time switch rather than with a build of its own.
  let switched: Bool
  /// The outcome an earlier run recorded when a later one (`--survivors`, `--ids`) differs:
  /// e.g. `survived` for a mutant a test written since catches.
  var previousOutcome: String?

  /// The record of a mutant: `outcome` is the test run that decided it (the own tests' when they
  /// caught it, else the parity suite's), `nil` for one that did not build.
  init(
    _ mutant: Mutant, compiled: Bool, own: Bool, parity: Bool, outcome: TestOutcome?, seconds: Double,
    switched: Bool = false
  ) {
    id = mutant.id
    file = mutant.file
    line = mutant.line
    mutationOperator = mutant.mutationOperator
    before = mutant.before
    after = mutant.after
    pattern = mutant.pattern
    feature = mutant.feature
    self.compiled = compiled
    killedByOwnTests = own
    killedByParity = parity
    caughtBy = outcome?.failure
    timedOut = outcome?.timedOut ?? false
    self.seconds = (seconds * 10).rounded() / 10
    self.switched = switched
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    file = try container.decode(String.self, forKey: .file)
    line = try container.decode(Int.self, forKey: .line)
    mutationOperator = try container.decode(MutationOperator.self, forKey: .mutationOperator)
    before = try container.decode(String.self, forKey: .before)
    after = try container.decode(String.self, forKey: .after)
    pattern = try container.decode(String.self, forKey: .pattern)
    feature = try container.decode(String.self, forKey: .feature)
    compiled = try container.decode(Bool.self, forKey: .compiled)
    killedByOwnTests = try container.decode(Bool.self, forKey: .killedByOwnTests)
    killedByParity = try container.decode(Bool.self, forKey: .killedByParity)
    caughtBy = try container.decodeIfPresent(String.self, forKey: .caughtBy)
    timedOut = try container.decodeIfPresent(Bool.self, forKey: .timedOut) ?? false
    seconds = try container.decode(Double.self, forKey: .seconds)
    switched = try container.decodeIfPresent(Bool.self, forKey: .switched) ?? false
    previousOutcome = try container.decodeIfPresent(String.self, forKey: .previousOutcome)
  }

  /// Whether no test caught a mutant that compiled.
  var survived: Bool { compiled && !killedByOwnTests && !killedByParity }

  /// The outcome `--check` compares: compiled, caught by own tests, caught by parity.
  var outcome: String {
    if !compiled { return "did not compile" }
    if timedOut { return killedByOwnTests ? "timed out in own tests" : "timed out in parity" }
    return killedByOwnTests ? "caught by own tests" : killedByParity ? "caught by parity" : "survived"
  }

  enum CodingKeys: String, CodingKey {
    case id, file, line, before, after, pattern, feature, compiled, killedByOwnTests, killedByParity, caughtBy, seconds
    case previousOutcome, timedOut, switched
    case mutationOperator = "operator"
  }
}

/// A results file: the run's circumstances and one record per mutant, sorted by id.
struct ResultsFile: Codable, Sendable {
  var machine: String
  var date: String
  var toolchain: String
  var workers: Int
  /// Wall-clock minutes of the run that produced the records (re-runs add theirs).
  var minutes: Double
  var records: [MutantRecord]
  /// How many candidates the sources had when the records were last written: more than the
  /// records while a run is unfinished.
  var candidates: Int?

  static func load(_ url: URL) throws -> ResultsFile {
    try JSONDecoder().decode(ResultsFile.self, from: Data(contentsOf: url))
  }

  func save(_ url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// The records after a run: `newer` replace the records of their mutants, the records
  /// `scope` says are stale go, and every other record stays.
  func recording(_ newer: [MutantRecord], scope: RecordScope) -> [MutantRecord] {
    let ran = Set(newer.map(\.id))
    return merging(newer).filter { ran.contains($0.id) || scope.current.contains($0.id) || !scope.dropsStale($0) }
  }

  /// The records, replacing those of `newer` by id and keeping the order by id.
  func merging(_ newer: [MutantRecord]) -> [MutantRecord] {
    var byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    for var record in newer {
      if let older = byID[record.id], older.outcome != record.outcome {
        record.previousOutcome = older.previousOutcome ?? older.outcome
      } else if let older = byID[record.id] {
        record.previousOutcome = older.previousOutcome
      }
      byID[record.id] = record
    }
    return byID.values.sorted { $0.id < $1.id }
  }
}

/// What a run may drop of the records it merges with: those of mutants that no longer exist
/// (`current` lacks them) and that `dropsStale` says the run measured.
struct RecordScope: Sendable {
  var dropsStale: @Sendable (MutantRecord) -> Bool
  var current: Set<String>
}

/// Mutants reviewed as equivalent: they behave exactly as the original, so no test can catch them.
struct EquivalentMutant: Codable, Sendable {
  let id: String
  let reason: String

  static func load(_ url: URL) throws -> [EquivalentMutant] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try JSONDecoder().decode([EquivalentMutant].self, from: Data(contentsOf: url))
  }
}
