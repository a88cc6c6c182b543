import Domain
import DomainLive
import Foundation

/// Load cost: the time to fetch and decode `drivers.json`, and to index the drivers.
@MainActor
struct LoadBenchmarks {
  let size: Int
  let effort: Effort
  let progress: Progress

  func run() async -> [Record] {
    progress.begin("load cost: fetch, decode and index \(Format.size(size)) drivers")
    let service = LiveDriverService(source: GeneratedDrivers(count: size))
    let drivers = (try? await service.fetchDrivers()) ?? []
    let decode = Contender("decode", async: { ((try? await service.fetchDrivers()) ?? []).count })
    let index = Contender(
      "index",
      sync: {
        var search = DriverSearch()
        search.didLoad(drivers)
        return Queries.count(of: "zz", in: search)
      })
    let rounds = min(effort.rounds, 3)
    await interleave([decode, index], rounds: rounds, maxRounds: rounds, budgetNs: 0)
    return [decode, index].map { contender in
      Record(
        benchmark: "load", pattern: "domain", size: size, query: contender.name, medianNs: contender.medianNs,
        runs: contender.samples.count, matches: drivers.count, kind: contender.name)
    }
  }
}
