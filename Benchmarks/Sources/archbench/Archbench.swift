import ArgumentTable
import Foundation
import Harness

/// `archbench`: the kit's benchmarks. See Benchmarks/README.md.
@main
@MainActor
enum Archbench {
  /// `archbench`'s options, declared once: parsing, mistakes and help come from this table.
  static let options = OptionTable(
    command: "archbench",
    options: [
      .flag("--quick", summary: ["1k and 10k drivers, few samples: a smoke test in seconds"]),
      .value(
        "--json", "FILE", hint: "a file to write the records to",
        summary: ["also write one JSON record per measurement to FILE"]),
      .value(
        "--sizes", "N,N…", hint: "driver counts, e.g. 1000,10000",
        summary: ["driver counts for the filter benchmarks (default 1000,10000,100000,1000000)"]),
      .value(
        "--patterns", "mvc,mvp,…", hint: "patterns: \(patternNames)",
        summary: ["the patterns to measure (default every pattern)"]),
    ],
    listsHelp: true)

  static var patternNames: String { Pattern.allCases.map(\.rawValue).joined(separator: ", ") }

  static var usage: String {
    "usage: archbench [--quick] [--json FILE] [--sizes N,N…] [--patterns mvc,mvp,…]\n\n"
      + options.help(indent: 2, width: 22)
  }

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--child-memory", arguments.count == 4, let size = Int(arguments[2]) {
      await MemoryBenchmarks.child(kind: arguments[1], size: size, query: arguments[3])
      return
    }
    let parsed: ParsedArguments
    do {
      parsed = try options.parse(arguments)
    } catch {
      usageMistake(error.message)
    }
    if parsed.asksForHelp {
      print(usage, terminator: "")
      return
    }
    if let first = parsed.operands.first {
      usageMistake("unexpected '\(OptionTable.printable(first))': archbench takes options only")
    }
    let quick = parsed.has("--quick")
    let jsonPath = parsed["--json"]
    var sizes: [Int]?
    if let text = parsed["--sizes"] {
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard numbers.allSatisfy({ ($0 ?? 0) > 0 }) else {
        usageMistake("--sizes takes whole numbers above 0, e.g. 1000,10000, got '\(OptionTable.printable(text))'")
      }
      sizes = numbers.compactMap { $0 }
    }
    var patterns = Pattern.allCases
    if let text = parsed["--patterns"] {
      let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      if let unknown = names.first(where: { Pattern(rawValue: $0) == nil }) {
        usageMistake("unknown pattern '\(OptionTable.printable(unknown))' (patterns: \(patternNames))")
      }
      patterns = names.compactMap { Pattern(rawValue: $0) }
    }
    let filterSizes = sizes ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])
    let largest = filterSizes.max() ?? 1_000
    let effort =
      quick
      ? Effort(rounds: 3, maxRounds: 5, budgetNs: 5e7, maxPairedCalls: 40, pairings: 2)
      : Effort(rounds: 3, maxRounds: 15, budgetNs: 2e9, maxPairedCalls: 400, pairings: 5)
    let memorySize = quick ? 10_000 : 1_000_000
    let progress = Progress(
      total: FilterBenchmarks.steps(sizes: filterSizes, patterns: patterns) + 9 + 2 * patterns.count)
    let started = now()

    progress.begin("generating \(Format.size(largest)) drivers and picking the queries")
    let queries = Queries.pick(largest: largest)
    var records = await FilterBenchmarks(
      sizes: filterSizes, patterns: patterns, queries: queries, effort: effort, progress: progress
    ).run()
    records += await PresenterBenchmarks(patterns: patterns, effort: effort, progress: progress).run()
    records += await ScrollBenchmarks(size: largest, patterns: patterns, effort: effort, progress: progress).run()
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
