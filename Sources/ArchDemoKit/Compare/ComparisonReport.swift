/// Renders a ``FeatureComparison`` as a table with one column per pattern.
public enum ComparisonReport {
  static let labelWidth = 30
  static let columnWidth = 12

  public static func text(for comparison: FeatureComparison) -> String {
    var lines = ["\(comparison.feature.rawValue): \(comparison.feature.summary)", ""]
    lines.append(row("", Pattern.allCases.map(\.rawValue)))
    lines.append(row("parity with mvp", Pattern.allCases.map { comparison.parity[$0] ?? "" }))
    lines.append("")
    lines.append(row("messages across layers", Pattern.allCases.map { _ in "" }))
    for (index, name) in comparison.scenarioNames.enumerated() {
      lines.append(row("  \(name)", Pattern.allCases.map { String(comparison.messages[$0]?[index] ?? 0) }))
    }
    lines.append(row("  total", Pattern.allCases.map { String(comparison.messages[$0]?.reduce(0, +) ?? 0) }))
    lines.append("")
    lines += structureLines(comparison)
    lines.append("")
    lines += criteria
    return lines.joined(separator: "\n") + "\n"
  }

  private static func structureLines(_ comparison: FeatureComparison) -> [String] {
    guard comparison.structure.count == Pattern.allCases.count else {
      return ["structure: the kit's sources are not beside this binary (run it with swift run from the kit)"]
    }
    let all = Pattern.allCases.map { comparison.structure[$0]! }
    var lines = [
      row("files", all.map { String($0.files) }),
      row("lines of code", all.map { String($0.linesOfCode) }),
      row("largest file (lines)", all.map { String($0.largestFile) }),
      row("types / protocols", all.map { "\($0.types) / \($0.protocols)" }),
    ]
    for role in SourceStructure.roleOrder where all.contains(where: { $0.roles[role] != nil }) {
      lines.append(
        row(
          "  \(role) files / lines",
          all.map { structure in structure.roles[role].map { "\($0.files) / \($0.linesOfCode)" } ?? "-" }))
    }
    lines.append(row("tests", all.map { String($0.tests) }))
    return lines
  }

  static let criteria = [
    "Reading the table against the classic criteria:",
    "- distribution of responsibilities: how many roles hold code, and the largest file;",
    "- testability: the tests each pattern has for the feature, and the messages between roles,",
    "  each a seam where a test can stand in for one side;",
    "- ease of use: the files and lines a newcomer reads to follow the feature.",
  ]

  static func row(_ label: String, _ cells: [String]) -> String {
    let head = label.padding(toLength: max(labelWidth, label.count), withPad: " ", startingAt: 0)
    let body = cells.map {
      $0.count >= columnWidth ? $0 + " " : $0.padding(toLength: columnWidth, withPad: " ", startingAt: 0)
    }
    let line = head + body.joined()
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
