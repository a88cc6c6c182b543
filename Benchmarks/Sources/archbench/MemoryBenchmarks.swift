import ArchDemoKit
import Domain
import Foundation

/// Peak memory: one child process per measurement, so each peak is its own (max RSS, read as
/// the process's `VmHWM`).
///
/// `array` holds the drivers; `domain` the drivers and their search index (the target's
/// baseline); `domain-load` fetches and decodes the JSON document, then indexes. Each pattern
/// shows the drivers through `Session` and searches once, given the drivers the way `domain`
/// is: in memory, by a driver service that hands them over. So a pattern's row differs from
/// `domain` by what the pattern keeps (its rows, its frame) and nothing else; what decoding the
/// document costs is `domain-load`'s row, the same for every pattern.
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
      let drivers = InMemoryDriverService(drivers: Workload.drivers(size))
      let session = Session(
        pattern: pattern, feature: .drivers, environment: FeatureEnvironment(),
        launch: { feature, services, window in
          var services = services
          services.drivers = drivers
          await pattern.start(feature, services: services, in: window)
        })
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

/// Hands over drivers already in memory, as `domain` has them: no document is decoded.
struct InMemoryDriverService: DriverService {
  let drivers: [Driver]

  func fetchDrivers() async throws(ServiceError) -> [Driver] { drivers }
}
