import Foundation
import Harness

/// Turns a comparison's figures into a few sentences: the most telling differences, each with
/// its numbers, read against the classic criteria (distribution of responsibilities,
/// testability, ease of use). Nothing here is typed: every sentence is made from the figures,
/// so it changes when the code does.
enum ComparisonReading {
  /// The reading of one feature.
  static func sentences(for comparison: FeatureComparison) -> [String] {
    let feature = comparison.feature
    var sentences = [parity(comparison)]
    sentences.append(messages(comparison))
    if let rowSources = rowSources(comparison) { sentences.append(rowSources) }
    if let work = work(comparison) { sentences.append(work) }
    let code = Pattern.allCases.compactMap { pattern in comparison[pattern].code.map { (pattern, $0) } }
    if code.count == Pattern.allCases.count {
      sentences.append(distribution(code, feature: feature))
      sentences.append(largestFile(code, feature: feature))
    }
    let tests = Pattern.allCases.compactMap { pattern in comparison[pattern].tests.map { (pattern, $0) } }
    if tests.count == Pattern.allCases.count {
      sentences.append(testability(tests, feature: feature))
    }
    return sentences
  }

  /// The reading across every feature.
  static func summary(of comparisons: [FeatureComparison], plumbing: [String: PlumbingFigures]) -> [String] {
    var sentences: [String] = []
    let perAction = Pattern.allCases.map { pattern in
      let messages = comparisons.reduce(0) { $0 + $1[pattern].messages }
      let actions = comparisons.reduce(0) { $0 + $1.actions }
      return (pattern, ratio(messages, actions))
    }
    let busiest = perAction.max { $0.1 < $1.1 }!
    let quietest = perAction.min { $0.1 < $1.1 }!
    sentences.append(
      "Over all \(comparisons.count) features, \(busiest.0.displayName) sends the most messages per user action "
        + "(\(format(busiest.1))) and \(quietest.0.displayName) the fewest (\(format(quietest.1))).")
    let totals = Pattern.allCases.compactMap { pattern -> (Pattern, Int)? in
      let lines = comparisons.compactMap { $0[pattern].code?.linesOfCode }
      guard lines.count == comparisons.count, let shared = plumbing[pattern.rawValue]?.code?.linesOfCode else {
        return nil
      }
      return (pattern, lines.reduce(0, +) + shared)
    }
    if totals.count == Pattern.allCases.count {
      let most = totals.max { $0.1 < $1.1 }!
      let least = totals.min { $0.1 < $1.1 }!
      sentences.append(
        "Counting the code every pattern shares across features, \(most.0.displayName) is the largest "
          + "(\(most.1) lines) and \(least.0.displayName) the smallest (\(least.1) lines): "
          + "\(format(ratio(most.1, least.1)))× the code for the same frames.")
      let shared = Pattern.allCases.map { ($0, plumbing[$0.rawValue]?.code?.linesOfCode ?? 0) }
      let heaviest = shared.max { $0.1 < $1.1 }!
      if let roles = plumbing[heaviest.0.rawValue]?.code?.roles {
        let parts = SourceStructure.roleOrder.compactMap { role in roles[role].map { "\(role) \($0.linesOfCode)" } }
        sentences.append(
          "\(heaviest.0.displayName) carries the most shared plumbing: \(heaviest.1) lines "
            + "(\(parts.joined(separator: ", "))) that no single feature's figures show.")
      }
    }
    let tests = Pattern.allCases.compactMap { pattern -> (Pattern, Int)? in
      let cases = comparisons.compactMap { $0[pattern].tests?.cases }
      guard cases.count == comparisons.count else { return nil }
      return (pattern, cases.reduce(0, +) + (plumbing[pattern.rawValue]?.tests?.cases ?? 0))
    }
    if tests.count == Pattern.allCases.count {
      let most = tests.max { $0.1 < $1.1 }!
      let least = tests.min { $0.1 < $1.1 }!
      sentences.append(
        "\(most.0.displayName) has the most test cases in all (\(most.1)), \(least.0.displayName) the fewest "
          + "(\(least.1)).")
    }
    return sentences
  }

  private static func parity(_ comparison: FeatureComparison) -> String {
    let differing = Pattern.allCases.filter { comparison[$0].parity != "identical" }
    guard differing.isEmpty else {
      let places = differing.map { "\($0.displayName) \(comparison[$0].parity)" }
      return "Parity is broken for \(comparison.feature): \(places.joined(separator: "; ")) (compared with MVP)."
    }
    return "Every pattern prints the same \(comparison.feature) frames in all \(comparison.scenarios.count) "
      + "scenarios, so every difference below is in how the code is split, not in what it does."
  }

  private static func messages(_ comparison: FeatureComparison) -> String {
    let perAction = Pattern.allCases.map { ($0, ratio(comparison[$0].messages, comparison.actions)) }
    let most = perAction.max { $0.1 < $1.1 }!
    let least = perAction.min { $0.1 < $1.1 }!
    let busiestScenario = comparison.scenarios.max { spread($0) < spread($1) }!
    let counts = Pattern.allCases.map { "\($0.displayName) \(busiestScenario.messages[$0.rawValue] ?? 0)" }
    return "Per user action, \(most.0.displayName) sends \(format(most.1)) messages across roles and "
      + "\(least.0.displayName) \(format(least.1)); they differ most in \(busiestScenario.name) "
      + "(\(counts.joined(separator: ", "))). Each message is a seam where a test can stand in for one side."
  }

  /// Who keeps the feature's work and what it cancels over the held scenarios, when it has some.
  private static func work(_ comparison: FeatureComparison) -> String? {
    let held = comparison.heldScenarios.count
    guard held > 0 else { return nil }
    let owners = Pattern.allCases.map { "\($0.displayName)'s \(comparison[$0].workOwner)" }
    let counts = Pattern.allCases.map { comparison[$0].cancellations }
    let cancelled =
      Set(counts).count == 1
      ? "each cancels \(counted(counts[0], "request"))"
      : zip(Pattern.allCases, counts).map { "\($0.displayName) cancels \($1)" }.joined(separator: ", ")
    return "The work a screen starts runs in a task kept by \(owners.joined(separator: ", ")), which cancels it "
      + "when a newer input or the screen's end makes it stale; over the \(counted(held, "scenario")) whose "
      + "answers are held, \(cancelled)."
  }

  /// Who answers the table's `rows(in:)`, read from the traces, when every pattern's does.
  private static func rowSources(_ comparison: FeatureComparison) -> String? {
    let answers = Pattern.allCases.compactMap { pattern in comparison[pattern].rowSource.map { (pattern, $0) } }
    guard answers.count == Pattern.allCases.count else { return nil }
    let who = answers.map { "\($0.0.displayName)'s \($0.1) (asked \(comparison[$0.0].rowQuestions) times)" }
    return "The table asks its data source for the rows in view only (`rows(in:)`), and the data source "
      + "formats those alone: \(who.joined(separator: ", ")). That role is where a test reads the rows."
  }

  private static func distribution(_ code: [(Pattern, SourceStructure)], feature: String) -> String {
    let most = code.max { ($0.1.files, $0.1.protocols) < ($1.1.files, $1.1.protocols) }!
    let least = code.min { ($0.1.files, $0.1.protocols) < ($1.1.files, $1.1.protocols) }!
    let lines = code.map { "\($0.0.displayName) \($0.1.linesOfCode)" }.joined(separator: ", ")
    return "\(most.0.displayName) splits \(feature) into the most pieces (\(counted(most.1.files, "file")), "
      + "\(counted(most.1.protocols, "protocol"))) and \(least.0.displayName) into the fewest "
      + "(\(counted(least.1.files, "file")), \(counted(least.1.protocols, "protocol"))); lines of code: \(lines)."
  }

  private static func largestFile(_ code: [(Pattern, SourceStructure)], feature: String) -> String {
    let files = code.compactMap { pattern, structure in structure.largestFile.map { (pattern, $0) } }
    guard let biggest = files.max(by: { $0.1.linesOfCode < $1.1.linesOfCode }),
      let smallest = files.min(by: { $0.1.linesOfCode < $1.1.linesOfCode })
    else { return "No \(feature) file was found." }
    return "The largest \(feature) file is \(biggest.0.displayName)'s \(biggest.1.name) "
      + "(\(biggest.1.linesOfCode) lines, the \(biggest.1.role)); \(smallest.0.displayName)'s largest is "
      + "\(smallest.1.name) (\(smallest.1.linesOfCode) lines, the \(smallest.1.role))."
  }

  private static func testability(_ tests: [(Pattern, FeatureComparison.TestFigures)], feature: String) -> String {
    let most = tests.max { ($0.1.cases, $0.1.functions) < ($1.1.cases, $1.1.functions) }!
    let least = tests.min { ($0.1.cases, $0.1.functions) < ($1.1.cases, $1.1.functions) }!
    let doubles = tests.map { "\($0.0.displayName) \($0.1.doubles.count)" }.joined(separator: ", ")
    guard most.1.cases != least.1.cases else {
      return "Each pattern runs \(most.1.cases) test cases for \(feature); test doubles of their own: \(doubles)."
    }
    return "\(most.0.displayName) tests \(feature) the most (\(counted(most.1.functions, "test")), "
      + "\(counted(most.1.cases, "case"))), \(least.0.displayName) the least (\(counted(least.1.functions, "test")), "
      + "\(counted(least.1.cases, "case"))); "
      + "test doubles of their own: \(doubles)."
  }

  /// How far apart the patterns' message counts are in a scenario.
  private static func spread(_ scenario: FeatureComparison.ScenarioFigures) -> Int {
    let counts = scenario.messages.values
    return (counts.max() ?? 0) - (counts.min() ?? 0)
  }

  /// A count with its noun: `1 file`, `3 files`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static func ratio(_ part: Int, _ whole: Int) -> Double {
    whole == 0 ? 0 : Double(part) / Double(whole)
  }

  /// A figure with one decimal, e.g. `3.4`.
  static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
