import Domain
import DomainLive
import Foundation
import Harness

/// Peak memory: one child process per measurement, so each peak is its own (max RSS, as
/// ``ProcessMemory`` reads it on each platform).
///
/// `array` holds the drivers; `domain` the drivers and their search index (the target's
/// baseline); `domain-load` fetches and decodes the JSON document, then indexes. Each pattern
/// shows the drivers through `Session` and searches once, given the drivers the way `domain`
/// is: in memory, by a driver service that hands them over. So a pattern's row differs from
/// `domain` by what the pattern keeps (its rows, its frame) and nothing else; what decoding the
/// document costs is `domain-load`'s row, the same for every pattern. Each pattern is measured
/// through its imperative views (`mvc`) and through its declarative ones (`mvc-declarative`).
@MainActor
struct MemoryBenchmarks {
  let size: Int
  let patterns: [Pattern]
  let rareQuery: String
  let progress: Progress

  var kinds: [String] {
    ["empty", "array", "domain", "domain-load"]
      + patterns.flatMap { pattern in ViewLayer.allCases.map { Subject.key(pattern, $0) } }
  }

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
    process.executableURL = ProcessMemory.ownExecutable
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
      guard let (pattern, views) = Subject.parse(kind) else { return }
      let drivers = InMemoryDriverService(drivers: Workload.drivers(size))
      let session = Session(
        pattern: pattern, feature: .drivers, environment: FeatureEnvironment(),
        launch: { feature, services, window in
          var services = services
          services.drivers = drivers
          await pattern.start(feature, services: services, in: window, views: views)
        })
      await session.start()
      try? await session.perform(.search(query))
      kept.append(session)
    }
    print(ProcessMemory.peakResidentBytes())
    blackHole(kept.count)
  }
}

/// Hands over drivers already in memory, as `domain` has them: no document is decoded.
struct InMemoryDriverService: DriverService {
  let drivers: [Driver]

  func fetchDrivers() async throws(ServiceError) -> [Driver] { drivers }
}
