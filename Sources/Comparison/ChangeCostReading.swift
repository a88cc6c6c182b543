import Harness

/// Turns the cost of change requests into sentences: which pattern's change stayed in one
/// role, which touched most files, which patch is largest, which added most tests. Every
/// sentence is made from the figures, so it changes when a patch does.
enum ChangeCostReading {
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
        "\(list(onlyTests.map(\.0.displayName))) changed no source file, only tests: the rule lives in what the four share."
      )
    }
    if let widest = costs.max(by: { $0.1.roles.count < $1.1.roles.count }), widest.1.roles.count > 1 {
      let tied = costs.filter { $0.1.roles.count == widest.1.roles.count }
      let named = tied.map { "\($0.0.displayName) (\($0.1.rolesInOrder.joined(separator: ", ")))" }
      sentences.append("Spread over the most roles, \(widest.1.roles.count): \(list(named)).")
    }
    sentences.append(extremes(costs, of: "files", figure: \.files.count, most: "touched the most files"))
    sentences.append(
      extremes(costs, of: "lines", figure: { $0.linesAdded + $0.linesRemoved }, most: "changed the most lines"))
    let tests = costs.map { "\($0.0.displayName) \($0.1.testsAdded)" }
    sentences.append("Tests added: \(tests.joined(separator: ", ")).")
    if let shared = change.shared {
      sentences.append(
        "Shared by the four and counted in no pattern: \(shared.files.count) \(shared.files.count == 1 ? "file" : "files"), "
          + "+\(shared.linesAdded) −\(shared.linesRemoved) lines.")
    }
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
    let totals = Pattern.allCases.map { pattern in
      (pattern, changes.reduce(0) { $0 + $1[pattern].files.count })
    }
    sentences.append(extremesOverAll(totals, unit: "files touched", count: count))
    let lines = Pattern.allCases.map { pattern in
      (pattern, changes.reduce(0) { $0 + $1[pattern].linesAdded + $1[pattern].linesRemoved })
    }
    sentences.append(extremesOverAll(lines, unit: "lines added or removed", count: count))
    let spread = Pattern.allCases.map { pattern in
      let count = changes.filter { change in
        let most = Pattern.allCases.map { change[$0].roles.count }.max() ?? 0
        return most > 1 && change[pattern].roles.count == most
      }.count
      return "\(pattern.displayName) \(count)"
    }
    sentences.append(
      "Changes where a pattern spread over the most roles, ties counting for each: \(spread.joined(separator: ", ")).")
    return sentences
  }

  /// "VIPER touched the most files (7), MVC the fewest (2)." with ties named together.
  private static func extremes(
    _ costs: [(Pattern, PatchCost)], of unit: String, figure: (PatchCost) -> Int, most: String
  ) -> String {
    let values = costs.map { ($0.0, figure($0.1)) }
    let high = values.map(\.1).max() ?? 0
    let low = values.map(\.1).min() ?? 0
    let highest = values.filter { $0.1 == high }.map(\.0.displayName)
    if high == low { return "Every pattern's patch has \(high) \(high == 1 ? String(unit.dropLast()) : unit)." }
    let lowest = values.filter { $0.1 == low }.map(\.0.displayName)
    return "\(list(highest)) \(most) (\(high)), \(list(lowest)) the fewest (\(low))."
  }

  private static func extremesOverAll(_ totals: [(Pattern, Int)], unit: String, count: Int) -> String {
    let high = totals.map(\.1).max() ?? 0
    let low = totals.map(\.1).min() ?? 0
    let highest = totals.filter { $0.1 == high }.map(\.0.displayName)
    let lowest = totals.filter { $0.1 == low }.map(\.0.displayName)
    let parts = totals.map { "\($0.0.displayName) \($0.1)" }.joined(separator: ", ")
    return "Over all \(count) changes, \(unit): \(parts); the most \(list(highest)), the fewest \(list(lowest))."
  }

  /// "A", "A and B", "A, B and C".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
