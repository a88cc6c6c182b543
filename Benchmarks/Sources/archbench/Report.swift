import Foundation
import Harness

/// The tables `archbench` prints: times per size and query, presenter throughput, tracing,
/// memory, load cost, and the targets with whether each is met.
struct Report {
  let records: [Record]
  let queries: Queries
  let patterns: [Pattern]

  static var machine: String {
    let info = ProcessInfo.processInfo
    return "\(info.activeProcessorCount)-core \(info.operatingSystemVersionString)"
  }

  var text: String {
    var lines = ["", "## Queries", ""]
    for (kind, text) in queries.all { lines.append("- \(kind): \(text.debugDescription)") }
    lines +=
      filterTables + presenterTable + scrollTable + memoryTable + loadTable
      + Targets(records: records, patterns: patterns).table
    return lines.joined(separator: "\n")
  }

  func find(_ benchmark: String, _ pattern: String, size: Int? = nil, kind: String? = nil) -> Record? {
    records.first {
      $0.benchmark == benchmark && $0.pattern == pattern && (size == nil || $0.size == size)
        && (kind == nil || $0.kind == kind)
    }
  }

  private var filterTables: [String] {
    var lines: [String] = []
    let sizes = Array(Set(records.filter { $0.benchmark == "filter" }.map(\.size))).sorted()
    let baselines = ["floor", "query", "index", "domain", "domain+rows", "naive", "foundation", "rule"]
    for size in sizes {
      lines += [
        "", "## Drivers search, \(Format.size(size)) drivers (median per query; matches in brackets)", "",
        "| method | rare | no match | common |", "|---|---|---|---|",
      ]
      var rows: [(String, String, String)] = baselines.map { ("filter", $0, $0) }
      for pattern in patterns {
        rows.append(("filter", pattern.rawValue, "\(pattern.displayName) via Session"))
        rows.append(("filter-screen", pattern.rawValue, "\(pattern.displayName), screen alone"))
      }
      for (benchmark, pattern, label) in rows {
        let cells = ["rare", "none", "common"].map { kind in
          find(benchmark, pattern, size: size, kind: kind).map { "\(Format.time($0.medianNs)) (\($0.matches))" } ?? "–"
        }
        if cells.allSatisfy({ $0 == "–" }) { continue }
        lines.append("| \(label) | \(cells.joined(separator: " | ")) |")
      }
    }
    return lines
  }

  private var presenterTable: [String] {
    var lines = [
      "", "## Presenter throughput, 20 drivers (median per action, actions a second)", "",
      "| pattern | screen | screen + trace | Session | Session + trace | declarative screen | messages / action |",
      "|---|---|---|---|---|---|---|",
    ]
    for pattern in patterns {
      let cells = PresenterBenchmarks.variants.map { variant in
        find("presenter", pattern.rawValue, kind: variant).map {
          "\(Format.time($0.medianNs)), \(String(format: "%.0f", 1e9 / $0.medianNs))/s"
        } ?? "–"
      }
      let messages = find("trace-messages", pattern.rawValue).map { String(format: "%.1f", Double($0.matches) / 3) }
      lines.append("| \(pattern.displayName) | \(cells.joined(separator: " | ")) | \(messages ?? "–") |")
    }
    if let call = find("trace-call", "none") {
      lines += ["", "One `Trace.message` with no log bound: \(Format.time(call.medianNs))."]
    }
    return lines
  }

  private var scrollTable: [String] {
    let rows = records.filter { $0.benchmark == "scroll" }
    guard let first = rows.first else { return [] }
    var lines = [
      "",
      "## Scrolling a page, \(Format.size(first.size)) drivers, \(ScrollBenchmarks.rowsInView) rows in view (median per move)",
      "",
      "| pattern | next or previous page | the same on \(ScrollBenchmarks.shortList) drivers | × the short list |",
      "|---|---|---|---|",
    ]
    for row in rows {
      let list = row.pairedDomainNs ?? 0
      let ratio = list > 0 ? Format.ratio(row.medianNs / list) : "–"
      lines.append(
        "| \(Subject.displayName(row.pattern)) | \(Format.time(row.medianNs)) | "
          + "\(Format.time(list)) | \(ratio) |")
    }
    return lines
  }

  private var memoryTable: [String] {
    let rows = records.filter { $0.benchmark == "memory" }
    guard let first = rows.first else { return [] }
    let domain = find("memory", "domain")?.medianNs
    var lines = [
      "", "## Peak memory, \(Format.size(first.size)) drivers (max RSS of a child process)", "",
      "| what | peak | × domain |", "|---|---|---|",
    ]
    for row in rows {
      let ratio = domain.map { Format.ratio(row.medianNs / $0) } ?? "–"
      lines.append("| \(row.pattern) | \(Format.bytes(row.medianNs)) | \(ratio) |")
    }
    return lines
  }

  private var loadTable: [String] {
    let rows = records.filter { $0.benchmark == "load" }
    guard let first = rows.first else { return [] }
    var lines = ["", "## Load cost, \(Format.size(first.size)) drivers (median)", "", "| step | time |", "|---|---|"]
    for row in rows { lines.append("| \(row.query) | \(Format.time(row.medianNs)) |") }
    return lines
  }
}
