import Foundation
import Harness

/// `archbench`: the kit's benchmarks. See Benchmarks/README.md.
@main
@MainActor
enum Archbench {
  static let usage = """
    usage: archbench [--quick] [--json FILE] [--sizes N,N…] [--patterns mvc,mvp,…]

      --quick      1k and 10k drivers, few samples: a smoke test in seconds
      --json FILE  also write one JSON record per measurement to FILE
      --sizes      driver counts for the filter benchmarks (default 1000,10000,100000,1000000)
      --patterns   the patterns to measure (default all four)
    """

  static func main() async {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--child-memory", arguments.count == 4, let size = Int(arguments[2]) {
      await MemoryBenchmarks.child(kind: arguments[1], size: size, query: arguments[3])
      return
    }
    var quick = false
    var jsonPath: String?
    var sizes: [Int]?
    var patterns = Pattern.allCases
    while !arguments.isEmpty {
      let flag = arguments.removeFirst()
      switch flag {
      case "--quick": quick = true
      case "--json" where !arguments.isEmpty: jsonPath = arguments.removeFirst()
      case "--sizes" where !arguments.isEmpty:
        let text = arguments.removeFirst()
        let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) > 0 }) else {
          usageMistake("--sizes takes whole numbers above 0, e.g. 1000,10000, not '\(text)'")
        }
        sizes = parsed.compactMap { $0 }
      case "--patterns" where !arguments.isEmpty:
        let text = arguments.removeFirst()
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let unknown = names.filter { Pattern(rawValue: $0) == nil }
        guard unknown.isEmpty else {
          let valid = Pattern.allCases.map(\.rawValue).joined(separator: ", ")
          usageMistake("--patterns: unknown pattern '\(unknown[0])' (valid: \(valid))")
        }
        patterns = names.compactMap { Pattern(rawValue: $0) }
      case "--help", "-h":
        print(usage)
        return
      default:
        usageMistake("unexpected \(flag)\n\(usage)")
      }
    }
    let filterSizes = sizes ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])
    let largest = filterSizes.max() ?? 1_000
    let effort =
      quick ? Effort(rounds: 3, maxRounds: 5, budgetNs: 5e7) : Effort(rounds: 3, maxRounds: 15, budgetNs: 2e9)
    let memorySize = quick ? 10_000 : 1_000_000
    let progress = Progress(
      total: FilterBenchmarks.steps(sizes: filterSizes, patterns: patterns) + 8 + patterns.count)
    let started = now()

    progress.begin("generating \(Format.size(largest)) drivers and picking the queries")
    let queries = Queries.pick(largest: largest)
    var records = await FilterBenchmarks(
      sizes: filterSizes, patterns: patterns, queries: queries, effort: effort, progress: progress
    ).run()
    records += await PresenterBenchmarks(patterns: patterns, effort: effort, progress: progress).run()
    records += await MemoryBenchmarks(
      size: memorySize, patterns: patterns, rareQuery: queries.rare, progress: progress
    ).run()
    records += await LoadBenchmarks(size: memorySize, effort: effort, progress: progress).run()
    progress.finish()

    let report = Report(records: records, queries: queries, patterns: patterns)
    print(report.text)
    print("Measured in \(String(format: "%.0f", Double(now() - started) / 1e9)) s on \(Report.machine).")
    if let jsonPath {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      do {
        try encoder.encode(records).write(to: URL(fileURLWithPath: jsonPath))
      } catch {
        FileHandle.standardError.write(Data("archbench: cannot write \(jsonPath): \(error)\n".utf8))
        exit(1)
      }
    }
  }

  /// Says what is wrong on standard error and ends with status 64, as `archdemo` does.
  static func usageMistake(_ message: String) -> Never {
    FileHandle.standardError.write(Data("archbench: \(message)\n".utf8))
    exit(64)
  }
}
