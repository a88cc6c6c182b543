import ArchDemoKit
import Domain
import Foundation

/// Peak memory: one child process per measurement, so each peak is its own (max RSS, read as
/// the process's `VmHWM`).
///
/// `array` holds the drivers; `domain` the drivers and their search index (the target's
/// baseline); `domain-load` fetches and decodes the JSON document, then indexes; each pattern
/// shows the drivers through `Session`, fetching the document the same way, then searches once.
@MainActor
struct MemoryBenchmarks {
  let size: Int
  let patterns: [Pattern]
  let rareQuery: String
  let progress: Progress

  var kinds: [String] { ["empty", "array", "domain", "domain-load"] + patterns.map(\.rawValue) }

  func run() async -> [Record] {
    var records: [Record] = []
    for kind in kinds {
      progress.begin("peak memory, \(kind), \(Format.size(size)) drivers (a child process)")
      guard let peak = Self.childPeak(kind: kind, size: size, query: rareQuery) else { continue }
      records.append(
        Record(
          benchmark: "memory", pattern: kind, size: size, query: rareQuery, medianNs: Double(peak), runs: 1,
          matches: 0, kind: "max RSS bytes"))
    }
    return records
  }

  /// Runs this executable with `--child-memory KIND SIZE QUERY` and reads the peak it prints.
  static func childPeak(kind: String, size: Int, query: String) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    if !FileManager.default.fileExists(atPath: "/proc/self/exe") {
      process.executableURL = Bundle.main.executableURL
    }
    process.arguments = ["--child-memory", kind, String(size), query]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Int(text)
  }

  /// The child's side: does the work of `kind`, then prints its own peak in bytes.
  static func child(kind: String, size: Int, query: String) async {
    var kept: [Any] = []
    switch kind {
    case "empty":
      break
    case "array":
      kept.append(Workload.drivers(size))
    case "domain":
      var search = DriverSearch()
      search.didLoad(Workload.drivers(size))
      blackHole(Queries.count(of: query, in: search))
      kept.append(search)
    case "domain-load":
      let source = GeneratedDrivers(count: size, keepDocument: false)
      var search = DriverSearch()
      search.didLoad((try? await LiveDriverService(source: source).fetchDrivers()) ?? [])
      blackHole(Queries.count(of: query, in: search))
      kept.append(search)
    default:
      guard let pattern = Pattern(rawValue: kind) else { return }
      let environment = FeatureEnvironment(dataSource: GeneratedDrivers(count: size, keepDocument: false))
      let session = Session(pattern: pattern, feature: .drivers, environment: environment)
      await session.start()
      try? await session.perform(.search(query))
      kept.append(session)
    }
    print(peakResidentBytes())
    blackHole(kept.count)
  }

  /// This process's peak resident set, from `VmHWM` in `/proc/self/status`.
  ///
  /// Not `getrusage`'s `ru_maxrss`: Linux carries that across `exec`, so a child spawned by a
  /// large parent would report the parent's peak.
  static func peakResidentBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
  }
}
