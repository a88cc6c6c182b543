import Foundation
import Harness

/// The mutation figures as the docs' testing page shows them: a table per pattern and feature,
/// and one worked example per pattern, made from the committed run.
package enum TestabilityReport {
  static let features = Feature.allCases.map(\.rawValue) + ["shared"]

  /// The table and the worked examples, as Markdown, ending with a line break.
  ///
  /// - Parameter results: the committed mutation run.
  /// - Returns: the Markdown.
  package static func markdown(_ results: MutationResults) -> String {
    let coverage =
      results.candidatesInSources.map {
        $0 > results.measured ? ", unfinished: \(results.measured) of \($0) candidates measured so far" : ""
      }
      ?? ""
    var lines = [
      "From the mutation run of \(results.date) (\(results.machine))\(coverage.isEmpty ? ", over every candidate" : coverage). Each feature's "
        + "cell is *caught by own tests / mutants scored (candidates)*; Domain's mutants are in its rule files. "
        + "*First run* is what each mutant's first measurement found, before the tests written for its survivors.",
      "",
      "| | " + features.joined(separator: " | ")
        + " | candidates | scored | own tests | only parity | surviving | own | own + parity | own, first run "
        + "| own + parity, first run |",
      "|---|" + String(repeating: "--:|", count: features.count + 9),
    ]
    for name in Pattern.allCases.map(\.rawValue) + ["domain"] {
      let all = results.figures(pattern: name)
      guard all.mutants > 0 else { continue }
      let cells = features.map { feature -> String in
        let figures = results.figures(pattern: name, feature: feature)
        return name == "domain" || figures.candidates == 0
          ? "–" : "\(figures.caughtByOwnTests) / \(figures.mutants) (\(figures.candidates))"
      }
      let totals = [
        all.candidates, all.mutants, all.caughtByOwnTests, all.caughtOnlyByParity, all.surviving,
      ].map(String.init)
      let scores = [all.ownScore, all.ownAndParityScore, all.firstRunOwnScore, all.firstRunOwnAndParityScore]
      lines.append("| \(displayName(name)) | " + (cells + totals + scores).joined(separator: " | ") + " |")
    }
    lines += [
      "",
      "A worked example per pattern: a mutant no test catches or, when none survives, one that survived the first "
        + "run and that a test written since catches:",
      "",
    ]
    for name in Pattern.allCases.map(\.rawValue) + ["domain"] where results.figures(pattern: name).mutants > 0 {
      lines.append("- " + example(results, pattern: name))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func displayName(_ name: String) -> String {
    Pattern(rawValue: name)?.displayName ?? "Domain"
  }

  /// The pattern's worked example: a mutant no test catches; else one that survived an
  /// earlier run and that a test written since catches; else one only parity catches.
  static func example(_ results: MutationResults, pattern name: String) -> String {
    let records = results.records.filter { $0.pattern.lowercased() == name }
      .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    let head = "**\(displayName(name))**"
    guard
      let record = records.first(where: \.survived)
        ?? records.first(where: { $0.previousOutcome == "survived" })
        ?? records.first(where: { $0.previousOutcome != nil }) ?? records.first(where: { !$0.killedByOwnTests })
    else {
      return "\(head): its own tests catch all \(records.count) of its mutants."
    }
    let fate: String
    if record.survived {
      fate = "no test catches it"
    } else if let previous = record.previousOutcome, record.killedByOwnTests {
      fate =
        "the first run found it \(previous == "survived" ? "surviving every test" : previous); "
        + "`\(record.caughtBy ?? "a test")`, written since, catches it"
    } else {
      fate = "its own tests pass; parity catches it (`\(record.caughtBy ?? "a parity test")`)"
    }
    return "\(head): `\(record.file):\(record.line)`, \(record.mutationOperator) "
      + "(\(TestabilityReading.meaning(of: record.mutationOperator)) in the \(TestabilityReading.role(of: record.file))): "
      + "`\(escaped(record.before))` becomes `\(escaped(record.after))`; \(fate)."
  }

  /// Text safe inside a Markdown code span: no backticks to end it early.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "'")
  }
}
