import Foundation
import Harness

extension ChangeCostReport {
  /// The report in `format`: a table per change with one column per pattern, its reading, and
  /// a reading across changes.
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

  static func rows(_ change: ChangeCost) -> [ComparisonReport.Row] {
    let costs = Pattern.allCases.map { change[$0] }
    var rows: [ComparisonReport.Row] = [("", Pattern.allCases.map(\.rawValue))]
    rows.append(("files touched", costs.map { String($0.files.count) }))
    rows.append(("  source / test", costs.map { "\($0.sourceFiles) / \($0.testFiles)" }))
    rows.append(("roles touched", costs.map { String($0.roles.count) }))
    let touched = Set(costs.flatMap(\.roles.keys))
    for role in SourceStructure.roleOrder + touched.subtracting(SourceStructure.roleOrder).sorted()
    where touched.contains(role) {
      rows.append(("  \(role) files", costs.map { $0.roles[role].map(String.init) ?? "-" }))
    }
    rows.append(("lines added / removed", costs.map { "+\($0.linesAdded) / -\($0.linesRemoved)" }))
    rows.append(("tests added", costs.map { String($0.testsAdded) }))
    return rows
  }
}
