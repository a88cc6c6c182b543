import Foundation
import Harness
import Tracing

/// How testable a pattern's code is, measured: the mutants (small planted bugs) in it that
/// compiled, and what caught them, from the kit's committed mutation run
/// (`Tools/Mutants/Results/mutants.json`, written by `Tools/Mutants`).
package struct TestabilityFigures: Sendable, Codable, Equatable {
  /// Mutants that compiled and are not reviewed as equivalent.
  package var mutants = 0
  /// Those the pattern's own tests catch.
  package var caughtByOwnTests = 0
  /// Those only the parity suite catches.
  package var caughtOnlyByParity = 0
  /// Those no test catches.
  package var surviving = 0
  /// Those caught because a test run hung past the tool's limit: counted as caught, shown apart.
  package var timedOut = 0
  /// Candidates in all: scored, and those that did not compile or are reviewed as equivalent.
  package var candidates = 0
  /// What each mutant's first measured run found, before the tests written for its survivors:
  /// caught by the own tests, and by own tests or parity.
  package var firstRunOwn = 0
  package var firstRunOwnAndParity = 0

  mutating func add(_ record: MutationResults.Record) {
    mutants += 1
    if record.killedByOwnTests {
      caughtByOwnTests += 1
    } else if record.killedByParity {
      caughtOnlyByParity += 1
    } else {
      surviving += 1
    }
    if record.timedOut == true { timedOut += 1 }
    let first = record.previousOutcome ?? record.outcome
    if first.hasSuffix("own tests") { firstRunOwn += 1 }
    if first.hasSuffix("own tests") || first.hasSuffix("parity") { firstRunOwnAndParity += 1 }
  }

  /// The share the own tests catch, e.g. `92%`.
  package var ownScore: String { Self.percent(caughtByOwnTests, of: mutants) }
  /// The share own tests and parity catch together.
  package var ownAndParityScore: String { Self.percent(caughtByOwnTests + caughtOnlyByParity, of: mutants) }
  /// The first run's shares, before the tests written for its survivors.
  package var firstRunOwnScore: String { Self.percent(firstRunOwn, of: mutants) }
  package var firstRunOwnAndParityScore: String { Self.percent(firstRunOwnAndParity, of: mutants) }

  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "-" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
  }
}

/// The committed mutation run, as `archdemo compare` reads it: scored mutants only (those that
/// compiled and are not listed in `Tools/Mutants/equivalent.json`).
package struct MutationResults: Sendable, Codable, Equatable {
  /// One mutant's outcome.
  package struct Record: Sendable, Codable, Equatable {
    /// The file, from the kit's root.
    package var file: String
    package var line: Int
    /// The operator that made the mutant, e.g. `drop-call`.
    package var mutationOperator: String
    package var before: String
    package var after: String
    /// `MVC`, `MVP`, `MVVM`, `VIPER` or `Domain`.
    package var pattern: String
    /// The feature folder, `shared`, or Domain's rule file.
    package var feature: String
    package var killedByOwnTests: Bool
    package var killedByParity: Bool
    /// The first test that failed, when one did.
    package var caughtBy: String?
    /// What an earlier run recorded, when a run since (after new tests) differs: e.g. `survived`.
    package var previousOutcome: String?
    /// Whether the run that caught it hung past the tool's limit.
    package var timedOut: Bool?

    /// Whether no test caught it.
    package var survived: Bool { !killedByOwnTests && !killedByParity }

    /// The outcome in the mutation tool's words: `caught by own tests`, `caught by parity`,
    /// `survived`, or `timed out in …`.
    package var outcome: String {
      if timedOut == true { return killedByOwnTests ? "timed out in own tests" : "timed out in parity" }
      return killedByOwnTests ? "caught by own tests" : killedByParity ? "caught by parity" : "survived"
    }

    /// A record of a mutant that compiled.
    package init(
      file: String, line: Int, mutationOperator: String, before: String, after: String, pattern: String,
      feature: String, killedByOwnTests: Bool, killedByParity: Bool, caughtBy: String?, previousOutcome: String? = nil
    ) {
      self.file = file
      self.line = line
      self.mutationOperator = mutationOperator
      self.before = before
      self.after = after
      self.pattern = pattern
      self.feature = feature
      self.killedByOwnTests = killedByOwnTests
      self.killedByParity = killedByParity
      self.caughtBy = caughtBy
      self.previousOutcome = previousOutcome
    }

    enum CodingKeys: String, CodingKey {
      case file, line, before, after, pattern, feature, killedByOwnTests, killedByParity, caughtBy, previousOutcome
      case timedOut
      case mutationOperator = "operator"
    }
  }

  /// The day of the run.
  package var date: String
  /// The machine it ran on.
  package var machine: String
  /// The scored mutants.
  package var records: [Record]
  /// How many candidates each pattern × feature has (`MVP/drivers`), scored or not: the
  /// mutants that did not compile and the reviewed equivalents included.
  package var candidates: [String: Int]
  /// Candidates in the sources when the run last wrote, and how many of them it measured: the
  /// first is larger while a run is unfinished.
  package var candidatesInSources: Int?
  package var measured: Int { candidates.values.reduce(0, +) }

  /// Results made of `records`, the scored mutants of a run on `date` on `machine`; with no
  /// `candidates`, every record is a candidate.
  package init(date: String, machine: String, records: [Record], candidates: [String: Int]? = nil) {
    self.date = date
    self.machine = machine
    self.records = records
    self.candidates = candidates ?? Dictionary(records.map { ("\($0.pattern)/\($0.feature)", 1) }, uniquingKeysWith: +)
  }

  /// Where the results and the reviewed equivalents are kept, from the kit's root.
  static let resultsPath = "Tools/Mutants/Results/mutants.json"
  static let equivalentsPath = "Tools/Mutants/equivalent.json"

  /// Reads the committed run under `root`; `nil` when there is none.
  package static func load(root: URL) -> MutationResults? {
    struct Stored: Decodable {
      struct Entry: Decodable {
        var id: String
        var compiled: Bool
        var pattern: String
        var feature: String
      }
      var date: String
      var machine: String
      var records: [Record]
      var entries: [Entry]
      var candidates: Int?

      enum CodingKeys: String, CodingKey { case date, machine, records, candidates }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        candidates = try container.decodeIfPresent(Int.self, forKey: .candidates)
        date = try container.decode(String.self, forKey: .date)
        machine = try container.decode(String.self, forKey: .machine)
        records = try container.decode([Record].self, forKey: .records)
        entries = try container.decode([Entry].self, forKey: .records)
      }
    }
    struct Equivalent: Decodable { var id: String }
    guard let data = try? Data(contentsOf: root.appendingPathComponent(resultsPath)),
      let stored = try? JSONDecoder().decode(Stored.self, from: data)
    else { return nil }
    let equivalent =
      (try? Data(contentsOf: root.appendingPathComponent(equivalentsPath)))
      .flatMap { try? JSONDecoder().decode([Equivalent].self, from: $0) }.map { Set($0.map(\.id)) } ?? []
    let scored = zip(stored.records, stored.entries).filter { $1.compiled && !equivalent.contains($1.id) }.map(\.0)
    let candidates = Dictionary(stored.entries.map { ("\($0.pattern)/\($0.feature)", 1) }, uniquingKeysWith: +)
    var results = MutationResults(date: stored.date, machine: stored.machine, records: scored, candidates: candidates)
    results.candidatesInSources = stored.candidates
    return results
  }

  /// The figures of `pattern` (`mvc`… or `domain`), for one feature folder or, with `nil`, all its code.
  package func figures(pattern: String, feature: String? = nil) -> TestabilityFigures {
    var figures = TestabilityFigures()
    for record in records where record.pattern.lowercased() == pattern && (feature == nil || record.feature == feature)
    {
      figures.add(record)
    }
    for (group, count) in candidates {
      let parts = group.split(separator: "/", maxSplits: 1).map(String.init)
      if parts[0].lowercased() == pattern, feature == nil || parts[1] == feature { figures.candidates += count }
    }
    return figures
  }

  /// The mutants of `pattern` no test caught.
  func survivors(pattern: String) -> [Record] {
    records.filter { $0.pattern.lowercased() == pattern && $0.survived }
  }
}

/// The sentences `compare` writes about the mutation figures.
enum TestabilityReading {
  /// What a surviving mutant of each operator means for a learner.
  static func meaning(of mutationOperator: String) -> String {
    switch mutationOperator {
    case "drop-call": "a message never sent"
    case "drop-assignment": "a state never set"
    case "flip-condition": "a decision taken the wrong way"
    case "relational-boundary": "a boundary moved by one"
    case "return-early": "work skipped"
    case "displayed-string": "a changed text"
    case "weak-to-strong": "a back reference that keeps its target alive"
    case "off-by-one": "an index off by one"
    case "negate-bool-argument": "a flag passed the wrong way"
    case "swap-statements": "two steps taken in the wrong order"
    case "sibling-case": "the wrong case named"
    case "weak-to-unowned": "a back reference that crashes once its target is gone"
    case "strong-capture-in-task": "a task that keeps its owner alive"
    case "drop-remove-value": "an entry never removed"
    case "current-time-zone": "a date read in the machine's time zone"
    default: mutationOperator
    }
  }

  /// The role a file plays, as ``Tracing/Role`` reads it, in the words of a sentence.
  static func role(of file: String) -> String {
    if file.hasPrefix("Sources/Domain/") { return "rules" }
    switch Role.of(file: file) {
    case .view: return "view"
    case .controller: return "controller"
    case .presenter: return "presenter"
    case .viewModel: return "view model"
    case .interactor: return "interactor"
    case .router: return "router"
    case .coordinator: return "coordinator"
    case .store: return "store"
    case .reducer: return "reducer"
    case .tracing: return "trace decorator"
    case .contracts, .binding, .app, nil: return "shared code"
    }
  }

  /// One sentence for a feature: each pattern's own score, and what only parity caught.
  static func feature(_ comparison: FeatureComparison) -> String? {
    let figures = Pattern.allCases.compactMap { pattern in comparison[pattern].testability.map { (pattern, $0) } }
    guard figures.count == Pattern.allCases.count, figures.contains(where: { $0.1.mutants > 0 }) else { return nil }
    let own = figures.map { "\($0.0.displayName) \($0.1.caughtByOwnTests) of \($0.1.mutants)" }
    let parity = figures.filter { $0.1.caughtOnlyByParity > 0 }.map { "\($0.0.displayName) \($0.1.caughtOnlyByParity)" }
    let surviving = figures.filter { $0.1.surviving > 0 }.map { "\($0.0.displayName) \($0.1.surviving)" }
    return
      "Of the bugs planted in the \(comparison.feature) code, each pattern's own tests catch \(own.joined(separator: ", "))"
      + (parity.isEmpty ? "" : "; only the parity suite catches \(parity.joined(separator: ", "))")
      + (surviving.isEmpty ? "; none survives." : "; surviving: \(surviving.joined(separator: ", ")).")
  }

  /// Sentences across features: each pattern's scores and what kind of bug its own tests miss.
  ///
  /// `mockedViews` names the patterns whose tests stand in for views with doubles: for them,
  /// what survives in a view is what a test against a mock view cannot see.
  static func summary(_ results: MutationResults, mockedViews: Set<String>) -> [String] {
    var sentences: [String] = []
    for name in Pattern.allCases.map(\.rawValue) + ["domain"] {
      let figures = results.figures(pattern: name)
      guard figures.mutants > 0 else { continue }
      let display = Pattern(rawValue: name)?.displayName ?? "Domain's rules"
      var sentence =
        "\(display): own tests catch \(figures.caughtByOwnTests) of \(figures.mutants) mutants (\(figures.ownScore)), "
        + "with parity \(figures.caughtByOwnTests + figures.caughtOnlyByParity) (\(figures.ownAndParityScore))"
      if figures.firstRunOwn != figures.caughtByOwnTests {
        sentence +=
          "; in the first run, before the tests written for its survivors, own tests caught \(figures.firstRunOwn) "
          + "(\(figures.firstRunOwnScore))"
      }
      // What the own tests missed when first measured: the lesson is which pattern's tests missed what.
      let missed = results.records.filter {
        $0.pattern.lowercased() == name && !($0.previousOutcome ?? $0.outcome).hasSuffix("own tests")
      }
      if !missed.isEmpty {
        var kinds: [String: Int] = [:]
        var order: [String] = []
        for record in missed {
          let kind = "\(meaning(of: record.mutationOperator)) in the \(role(of: record.file))"
          if kinds[kind] == nil { order.append(kind) }
          kinds[kind, default: 0] += 1
        }
        let listed = order.map { kinds[$0]! > 1 ? "\($0) (\(kinds[$0]!))" : $0 }
        sentence += "; what its own tests missed at first: \(listed.joined(separator: ", "))"
      }
      let inViews = results.records.filter { $0.pattern.lowercased() == name && role(of: $0.file) == "view" }
      if mockedViews.contains(name), !inViews.isEmpty {
        // A test against a mock view never runs the real view's code: a view mutant the own
        // tests catch was caught by a test that draws the real screen.
        let caught = inViews.filter(\.killedByOwnTests).count
        sentence +=
          "; \(ComparisonReading.counted(inViews.count, "mutant")) \(inViews.count == 1 ? "was" : "were") in its "
          + "views, which its presenter tests replace with mock views: "
          + (caught == 0
            ? "its own tests caught none of them"
            : "its own tests caught \(caught), each with a test that draws the real screen")
      }
      sentence += "."
      sentences.append(sentence)
    }
    return sentences
  }
}

extension TestabilityReading {
  /// The table rows of the mutation figures, one cell per pattern; none when a pattern has none.
  static func rows(_ figures: [TestabilityFigures?]) -> [ComparisonReport.Row] {
    let all = figures.compactMap { $0 }
    guard all.count == figures.count, all.contains(where: { $0.mutants > 0 }) else { return [] }
    return [
      ("mutation candidates", all.map { String($0.candidates) }),
      ("mutants scored", all.map { String($0.mutants) }),
      ("  caught by own tests", all.map { "\($0.caughtByOwnTests) (\($0.ownScore))" }),
      ("  caught only by parity", all.map { String($0.caughtOnlyByParity) }),
      ("  surviving", all.map { String($0.surviving) }),
      ("  own tests, first run", all.map { "\($0.firstRunOwn) (\($0.firstRunOwnScore))" }),
    ]
  }
}

extension KitComparison {
  /// Adds the mutation figures of every pattern and of Domain, and, across features, the
  /// sentences that read them.
  mutating func addTestability(_ results: MutationResults?) {
    guard let results, !results.records.isEmpty else { return }
    for name in Pattern.allCases.map(\.rawValue) + ["domain"] {
      testability[name] = results.figures(pattern: name)
    }
    guard features.count > 1 else { return }
    let mockedViews = Set(
      Pattern.allCases.filter { pattern in
        features.contains { $0[pattern].tests?.doubles.contains { $0.contains("View") } == true }
      }.map(\.rawValue))
    summary += TestabilityReading.summary(results, mockedViews: mockedViews)
    if let total = results.candidatesInSources, total > results.measured {
      summary.append(
        "The mutation figures are those of an unfinished run: \(results.measured) of \(total) candidates measured so far."
      )
    }
  }
}
