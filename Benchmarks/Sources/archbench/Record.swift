import Foundation

/// One measurement, as `--json` writes it.
struct Record: Encodable {
  /// What was measured: `filter`, `filter-screen`, `presenter`, `trace-call`, `memory`, `load`.
  var benchmark: String
  /// `mvc`, `mvp`, `mvvm`, `viper`, or a baseline: `domain`, `naive`, `foundation`, `floor`…
  var pattern: String
  /// How many drivers.
  var size: Int
  /// The query typed, or what the row is about (`screen+trace`, `decode`…).
  var query: String
  /// The median time of one run, in nanoseconds (for `memory`: the peak, in bytes).
  var medianNs: Double
  /// How many samples the median is of.
  var runs: Int
  /// What the run found: drivers matched, frame lines, messages…
  var matches: Int
  /// The kind of query (`rare`, `none`, `common`) or the variant measured.
  var kind: String
  /// The median time of the bare Domain search measured beside this row, when there is one.
  var pairedDomainNs: Double?

  enum CodingKeys: String, CodingKey {
    case benchmark, pattern, size, query, runs, matches, kind
    case medianNs = "median_ns"
    case pairedDomainNs = "paired_domain_ns"
  }

  /// The benchmark's name as the house style writes it, e.g. `MVP drivers search, 1M drivers`.
  var title: String {
    "\(pattern.uppercased()) \(benchmark), \(Format.size(size)) drivers, \(kind)"
  }
}

/// Numbers for people.
enum Format {
  static func size(_ count: Int) -> String {
    switch count {
    case 1_000_000...: "\(count / 1_000_000)M"
    case 1_000...: "\(count / 1_000)k"
    default: "\(count)"
    }
  }

  static func time(_ ns: Double) -> String {
    switch ns {
    case 1e9...: String(format: "%.2f s", ns / 1e9)
    case 1e6...: String(format: "%.2f ms", ns / 1e6)
    case 1e3...: String(format: "%.2f µs", ns / 1e3)
    default: String(format: "%.0f ns", ns)
    }
  }

  static func bytes(_ count: Double) -> String {
    String(format: "%.0f MB", count / 1_048_576)
  }

  static func ratio(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
  }
}

/// Prints where the run is, on one line that rewrites itself when standard error is a terminal.
@MainActor
final class Progress {
  private let total: Int
  private var step = 0
  private let isTerminal = isatty(2) == 1

  init(total: Int) { self.total = total }

  func begin(_ label: String) {
    step += 1
    let line = "[\(step)/\(total)] \(label)"
    FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K\(line)" : "\(line)\n").utf8))
  }

  func finish() {
    if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
