import Foundation
import Harness

/// Renders a ``KitComparison`` as a table with one column per pattern, and its reading.
package enum ComparisonReport {
  static let labelWidth = 38
  static let columnWidth = 12

  /// The comparison in `format`.
  ///
  /// - Parameters:
  ///   - kit: the figures to show.
  ///   - format: text for a terminal, Markdown for the docs, or JSON for tools.
  /// - Returns: the report, ending with a line break.
  package static func render(_ kit: KitComparison, as format: ReportFormat) -> String {
    switch format {
    case .text: text(for: kit)
    case .markdown: markdown(for: kit)
    case .json: json(for: kit)
    }
  }

  /// Every figure as JSON, keys sorted.
  ///
  /// - Parameter kit: the figures to show.
  /// - Returns: the JSON text, ending with a line break.
  package static func json(for kit: KitComparison) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(kit)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report for a terminal.
  ///
  /// Each feature gets a table with one column per pattern, then its reading; for more than one
  /// feature, a last table shows the shared plumbing, with the reading across features.
  ///
  /// - Parameter kit: the figures to show.
  /// - Returns: the text, ending with a line break.
  package static func text(for kit: KitComparison) -> String {
    var blocks = kit.features.map { comparison in
      let rows = tableRows(comparison).map { row($0.label, $0.cells) }
      let reading = comparison.reading.map { "- " + $0 }
      return (["\(comparison.feature): \(comparison.summary)", ""] + rows + ["", "Reading:"] + reading)
        .joined(separator: "\n")
    }
    if !kit.summary.isEmpty {
      let rows = plumbingRows(kit).map { row($0.label, $0.cells) }
      blocks.append(
        (["across features", ""] + rows + ["", "Reading:"] + kit.summary.map { "- " + $0 })
          .joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The report as Markdown: the same tables and readings as ``text(for:)``, under `###`
  /// headings, as the docs quote them.
  ///
  /// - Parameter kit: the figures to show.
  /// - Returns: the Markdown, ending with a line break.
  package static func markdown(for kit: KitComparison) -> String {
    var blocks = kit.features.map { comparison in
      (["### \(comparison.feature)", "", comparison.summary, ""] + markdownTable(tableRows(comparison)) + [""]
        + comparison.reading.map { "- " + $0 }).joined(separator: "\n")
    }
    if !kit.summary.isEmpty {
      blocks.append(
        (["### Across features", ""] + markdownTable(plumbingRows(kit)) + [""] + kit.summary.map { "- " + $0 })
          .joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  package typealias Row = (label: String, cells: [String])

  static func tableRows(_ comparison: FeatureComparison) -> [Row] {
    let all = Pattern.allCases.map { comparison[$0] }
    var rows: [Row] = [("", Pattern.allCases.map(\.rawValue)), ("parity with mvp", all.map(\.parity))]
    rows.append(("messages across roles", all.map { _ in "" }))
    for scenario in comparison.scenarios {
      rows.append(("  \(scenario.name)", Pattern.allCases.map { String(scenario.messages[$0.rawValue] ?? 0) }))
    }
    rows.append(("  total", all.map { String($0.messages) }))
    rows.append(
      (
        "  per user action",
        all.map { ComparisonReading.format(ComparisonReading.ratio($0.messages, comparison.actions)) }
      ))
    rows.append(("work started, kept and cancelled by", all.map(\.workOwner)))
    if !comparison.heldScenarios.isEmpty {
      rows.append(
        (
          "  cancellations (\(comparison.heldScenarios.count) held scenarios)",
          all.map { String($0.cancellations) }
        ))
    }
    let code = all.compactMap(\.code)
    if code.count == all.count {
      rows.append(("files", code.map { String($0.files) }))
      rows.append(("lines of code", code.map { String($0.linesOfCode) }))
      rows.append(("largest file (lines)", code.map { String($0.largestFile?.linesOfCode ?? 0) }))
      rows.append(("types / protocols", code.map { "\($0.types) / \($0.protocols)" }))
      for role in SourceStructure.roleOrder where code.contains(where: { $0.roles[role] != nil }) {
        rows.append(
          ("  \(role) files / lines", code.map { $0.roles[role].map { "\($0.files) / \($0.linesOfCode)" } ?? "-" }))
      }
      rows.append(
        ("shared by the pattern files / lines", all.map { "\($0.shared?.files ?? 0) / \($0.shared?.linesOfCode ?? 0)" })
      )
    } else {
      rows.append(("code", all.map { _ in "-" }))
    }
    let layers = all.compactMap(\.viewLayers)
    if layers.count == all.count {
      rows.append(("with --views declarative (files / lines)", all.map { _ in "" }))
      rows.append(("  logic shared by both view layers", layers.map { count($0.sharedLogic) }))
      rows.append(("  logic only the imperative views use", layers.map { count($0.imperativeOnlyLogic) }))
      rows.append(("  logic only the declarative views use", layers.map { count($0.declarativeOnlyLogic) }))
      rows.append(("  logic lines differing", layers.map { String($0.differingLogicLines) }))
      rows.append(("  imperative views: view code", layers.map { count($0.imperativeViews) }))
      rows.append(("  declarative views: view code", layers.map { count($0.declarativeViews) }))
    }
    let tests = all.compactMap(\.tests)
    if tests.count == all.count {
      rows.append(("tests tagged .\(comparison.feature)", tests.map { String($0.functions) }))
      rows.append(("  test cases", tests.map { String($0.cases) }))
      rows.append(("  test doubles of its own", tests.map { String($0.doubles.count) }))
    }
    return rows + TestabilityReading.rows(all.map(\.testability))
  }

  static func count(_ count: ViewLayerFigures.Count) -> String {
    "\(count.files) / \(count.lines)"
  }

  static func plumbingRows(_ kit: KitComparison) -> [Row] {
    let plumbing = Pattern.allCases.map { kit.plumbing[$0.rawValue] }
    return [
      ("", Pattern.allCases.map(\.rawValue)),
      ("shared code: files", plumbing.map { String($0?.code?.files ?? 0) }),
      ("shared code: lines of code", plumbing.map { String($0?.code?.linesOfCode ?? 0) }),
      ("tests tagged .plumbing", plumbing.map { String($0?.tests?.functions ?? 0) }),
      ("  test cases", plumbing.map { String($0?.tests?.cases ?? 0) }),
    ] + TestabilityReading.rows(Pattern.allCases.map { kit.testability[$0.rawValue] })
  }

  package static func row(_ label: String, _ cells: [String]) -> String {
    let head = label.padding(toLength: max(labelWidth, label.count + 1), withPad: " ", startingAt: 0)
    let body = cells.map {
      $0.count >= columnWidth ? $0 + " " : $0.padding(toLength: columnWidth, withPad: " ", startingAt: 0)
    }
    let line = head + body.joined()
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  package static func markdownTable(_ rows: [Row]) -> [String] {
    guard let header = rows.first else { return [] }
    let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
    let body = rows.dropFirst().map { row in
      line([row.label.replacingOccurrences(of: "  ", with: "  ↳ ").trimmingCharacters(in: .whitespaces)] + row.cells)
    }
    return [line(["figure"] + header.cells), line(Array(repeating: "---", count: header.cells.count + 1))] + body
  }
}
