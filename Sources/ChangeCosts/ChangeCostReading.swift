import Comparison
import Harness

/// Turns the cost of change requests into sentences. Every sentence is made from the figures,
/// so it changes when a patch does.
///
/// Patterns are ordered on each measure apart — code lines, source lines, every line of the
/// patch, files — and two figures within 10% of the larger are a tie, written `≈`, never a
/// rank: "MVVM 26 ≈ MVC 27 ≈ MVP 29 < VIPER 41". Tests added are reported as tests, not as cost.
/// The part the four share is its own column, with its share of the whole change.
package enum ChangeCostReading {
  /// A measure a change is ranked on, with the words the reading uses for it.
  struct Measure: Sendable {
    /// How a sentence starts, e.g. "code lines (no blank, comment or trace lines)".
    var name: String
    /// How a list names it, e.g. "code lines".
    var short: String
    var figure: @Sendable (PatchCost) -> Int
  }

  /// The measures in the order the reading gives them; the first is the one the others are
  /// compared with.
  static let measures = [
    Measure(name: "code lines (no blank, comment or trace lines)", short: "code lines") { $0.codeLines.total },
    Measure(name: "source lines, comments included", short: "source lines") { $0.sourceLines.total },
    Measure(name: "every line of the patch, tests and generated files included", short: "every line") {
      $0.allLines.total
    },
    Measure(name: "files touched", short: "files") { $0.files.count },
  ]

  /// Two figures are a tie when the smaller is within this share of the larger.
  static let tieShare = 0.10

  /// The reading of one change.
  static func sentences(for change: ChangeCost) -> [String] {
    let costs = Pattern.allCases.map { ($0, change[$0]) }
    var sentences: [String] = []
    let oneRole = costs.filter { $0.1.roles.count == 1 }
    let onlyTests = costs.filter { $0.1.roles.isEmpty }
    if !oneRole.isEmpty {
      let named = oneRole.map { "\($0.0.displayName) (\($0.1.rolesInOrder[0]))" }
      sentences.append("Stayed in one role: \(list(named)).")
    }
    if !onlyTests.isEmpty {
      sentences.append(
        "\(list(onlyTests.map(\.0.displayName))) changed no source file: the rule lives in what the patterns share.")
    }
    if let widest = costs.max(by: { $0.1.roles.count < $1.1.roles.count }), widest.1.roles.count > 1 {
      let tied = costs.filter { $0.1.roles.count == widest.1.roles.count }
      let named = tied.map { "\($0.0.displayName) (\($0.1.rolesInOrder.joined(separator: ", ")))" }
      sentences.append("Spread over the most roles, \(widest.1.roles.count): \(list(named)).")
    }
    sentences += orders(measures.map { measure in (measure, costs.map { ($0.0, measure.figure($0.1)) }) })
    let tests = costs.map {
      "\($0.0.displayName) \($0.1.testsAdded) (+\($0.1.testLines.added) −\($0.1.testLines.removed))"
    }
    sentences.append("Tests added, with their lines — tests, not cost: \(tests.joined(separator: ", ")).")
    let generated = costs.filter { $0.1.generatedFiles > 0 }
    if !generated.isEmpty {
      let named = costs.map { "\($0.0.displayName) \($0.1.generatedFiles)" }
      sentences.append(
        "Generated files the patches carry (transcripts, trace snapshots): \(named.joined(separator: ", ")).")
    }
    sentences.append(sharedSentence(change.shared, whole: change.whole))
    return sentences
  }

  /// The reading across every change.
  static func summary(of changes: [ChangeCost]) -> [String] {
    guard changes.count > 1 else { return [] }
    let count = changes.count
    var sentences: [String] = []
    let oneRole = Pattern.allCases.map { pattern in
      (pattern, changes.filter { $0[pattern].roles.count <= 1 }.count)
    }
    let parts = oneRole.map { "\($0.0.displayName) \($0.1)" }
    sentences.append("Changes that stayed in one role or none, of \(count): \(parts.joined(separator: ", ")).")
    sentences += orders(
      measures.map { measure in
        var total = measure
        total.name = "over all \(count) changes, \(measure.name)"
        return (
          total, Pattern.allCases.map { pattern in (pattern, changes.reduce(0) { $0 + measure.figure($1[pattern]) }) }
        )
      })
    let spread = Pattern.allCases.map { pattern in
      let count = changes.filter { change in
        let most = Pattern.allCases.map { change[$0].roles.count }.max() ?? 0
        return most > 1 && change[pattern].roles.count == most
      }.count
      return "\(pattern.displayName) \(count)"
    }
    sentences.append(
      "Changes where a pattern spread over the most roles, ties counting for each: \(spread.joined(separator: ", ")).")
    let shared = changes.reduce(LineCount()) { $0 + ($1.shared?.allLines ?? LineCount()) }
    let whole = changes.reduce(0) { $0 + $1.whole }
    sentences.append(
      "Over all \(count) changes, the part the patterns share: +\(shared.added) −\(shared.removed) lines, "
        + "\(percent(shared.total, of: whole)) of every line changed.")
    return sentences
  }

  /// One sentence per measure, "Code lines: MVVM 26 ≈ MVC 27 < VIPER 41.", then which measures
  /// give the first one's order and which do not.
  static func orders(_ figures: [(measure: Measure, values: [(Pattern, Int)])]) -> [String] {
    var sentences = figures.map { "\(capitalized($0.measure.name)): \(order($0.values))." }
    guard let first = figures.first else { return sentences }
    func ranks(_ values: [(Pattern, Int)]) -> [Set<Pattern>] { groups(values).map { Set($0.map(\.0)) } }
    let reference = ranks(first.values)
    let same = figures.dropFirst().filter { ranks($0.values) == reference }.map(\.measure.short)
    let differs = figures.dropFirst().filter { ranks($0.values) != reference }.map(\.measure.short)
    let head = "The order on \(first.measure.short)"
    if differs.isEmpty {
      sentences.append("\(head) holds on every measure.")
    } else if same.isEmpty {
      sentences.append("\(head) holds on no other measure: each counts something else.")
    } else {
      sentences.append("\(head) holds on \(list(same)), not on \(list(differs)).")
    }
    return sentences
  }

  /// "MVVM 26 ≈ MVC 27 < VIPER 41": ascending, ties within `tieShare` joined by `≈`.
  package static func order(_ values: [(Pattern, Int)]) -> String {
    groups(values).map { group in group.map { "\($0.0.displayName) \($0.1)" }.joined(separator: " ≈ ") }
      .joined(separator: " < ")
  }

  /// The figures ascending, cut into groups of ties: a figure joins the group when the group's
  /// smallest is within `tieShare` of it.
  static func groups(_ values: [(Pattern, Int)]) -> [[(Pattern, Int)]] {
    let sorted = values.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    var groups: [[(Pattern, Int)]] = []
    for value in sorted {
      if let smallest = groups.last?.first?.1, Double(value.1 - smallest) <= tieShare * Double(value.1) {
        groups[groups.count - 1].append(value)
      } else {
        groups.append([value])
      }
    }
    return groups
  }

  static func sharedSentence(_ shared: PatchCost?, whole: Int) -> String {
    guard let shared, !shared.files.isEmpty else { return "The patterns share nothing in this change." }
    let files = "\(shared.files.count) \(shared.files.count == 1 ? "file" : "files")"
    return
      "Shared by the patterns, a column of its own: \(files), +\(shared.linesAdded) −\(shared.linesRemoved) lines, "
      + "\(percent(shared.allLines.total, of: whole)) of the whole change's lines."
  }

  /// "42%", rounded; "0%" of nothing.
  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// "A", "A and B", "A, B and C".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

extension ChangeCost {
  /// Every line the change adds or removes: the shared part and each pattern's.
  var whole: Int {
    (shared?.allLines.total ?? 0) + Pattern.allCases.reduce(0) { $0 + self[$1].allLines.total }
  }
}
