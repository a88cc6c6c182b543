import Comparison
import Foundation
import Harness

extension ChangeCostReport {
  /// The report in `format`: a table per change with a column for the shared part and one per
  /// pattern, its reading, and a reading across changes.
  ///
  /// - Parameter format: text for a terminal, Markdown for the docs, or JSON for tools.
  /// - Returns: the report, ending with a line break.
  package func rendered(as format: ReportFormat) -> String {
    switch format {
    case .text: text
    case .markdown: markdown
    case .json: json
    }
  }

  /// Every figure as JSON, keys sorted.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  var text: String {
    var blocks = changes.map { change in
      let rows = Self.rows(change).map { ComparisonReport.row($0.label, $0.cells) }
      return (["\(change.change): \(change.title)", ""] + rows + ["", "Reading:"] + change.reading.map { "- " + $0 })
        .joined(separator: "\n")
    }
    if !summary.isEmpty {
      blocks.append((["across changes", ""] + summary.map { "- " + $0 }).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  var markdown: String {
    var blocks = changes.map { change in
      (["### \(change.change): \(change.title)", ""] + ComparisonReport.markdownTable(Self.rows(change)) + [""]
        + change.reading.map { "- " + $0 }).joined(separator: "\n")
    }
    if !summary.isEmpty {
      blocks.append((["### Across changes", ""] + summary.map { "- " + $0 }).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The table of one change: a column for the shared part, then one per pattern.
  static func rows(_ change: ChangeCost) -> [ComparisonReport.Row] {
    // The roles are the patterns'; the shared part's files are the Domain's, the harness's.
    var shared = change.shared ?? PatchCost()
    shared.roles = [:]
    let costs = [shared] + Pattern.allCases.map { change[$0] }
    let whole = change.whole
    func lines(_ count: LineCount) -> String { "+\(count.added) / -\(count.removed)" }
    var rows: [ComparisonReport.Row] = [("", ["shared"] + Pattern.allCases.map(\.rawValue))]
    rows.append(("files touched", costs.map { String($0.files.count) }))
    rows.append(
      ("  source / test / generated", costs.map { "\($0.sourceFiles) / \($0.testFiles) / \($0.generatedFiles)" }))
    rows.append(("roles touched", ["-"] + costs.dropFirst().map { String($0.roles.count) }))
    let touched = Set(costs.flatMap(\.roles.keys))
    for role in SourceStructure.roleOrder + touched.subtracting(SourceStructure.roleOrder).sorted()
    where touched.contains(role) {
      rows.append(("  \(role) files", costs.map { $0.roles[role].map(String.init) ?? "-" }))
    }
    rows.append(("source lines", costs.map { lines($0.sourceLines) }))
    rows.append(("  of them code", costs.map { lines($0.codeLines) }))
    rows.append(("test lines", costs.map { lines($0.testLines) }))
    rows.append(("  tests added", costs.map { String($0.testsAdded) }))
    rows.append(("generated lines", costs.map { lines($0.generatedLines) }))
    rows.append(("other lines (docs)", costs.map { lines($0.otherLines) }))
    rows.append(("every line", costs.map { lines($0.allLines) }))
    rows.append(("  share of the change", costs.map { ChangeCostReading.percent($0.allLines.total, of: whole) }))
    return rows
  }
}
