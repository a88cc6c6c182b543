import Domain
import Harness
import TextUI

/// How long to measure: rounds of samples, and how much time more rounds may take.
struct Effort {
  var rounds: Int
  var maxRounds: Int
  var budgetNs: Double
  /// The most rounds a pattern and its paired baselines take when they alternate call by call.
  var maxPairedCalls: Int
  /// How many times a pattern is paired with its baseline at 100k drivers, each time on a fresh
  /// screen (see ``FilterBenchmarks/pairings(size:)``).
  var pairings: Int
}

/// Filter throughput: the drivers search through each pattern's full path, beside the bare
/// Domain search, the classic naive filter, Foundation's option search and a `memchr` floor.
@MainActor
struct FilterBenchmarks {
  let sizes: [Int]
  let patterns: [Pattern]
  let queries: Queries
  let effort: Effort
  let progress: Progress

  /// How many progress steps a run takes.
  static func steps(sizes: [Int], patterns: [Pattern]) -> Int {
    sizes.count * (1 + patterns.count * 2)
  }

  func run() async -> [Record] {
    var records: [Record] = []
    for size in sizes {
      progress.begin("drivers search, bare Domain and baselines, \(Format.size(size)) drivers")
      let base = Baselines(drivers: Workload.drivers(size))
      for (kind, text) in queries.all {
        var contenders = [
          Contender("floor", sync: { base.floor() }),
          Contender("domain", sync: { base.domain(text) }),
          Contender("query", sync: { SearchQuery(text).isEmpty ? 0 : 1 }),
          Contender("index", sync: { base.scan(text) }),
          Contender("domain+rows", sync: { base.domainAndRows(text) }),
          Contender("naive", sync: { base.naive(text) }),
          Contender("foundation", sync: { base.foundation(text) }),
        ]
        // The plain rule at a million drivers takes seconds a query; the patterns show it there.
        if size <= 100_000 { contenders.append(Contender("rule", sync: { base.rule(text) })) }
        await interleave(contenders, rounds: effort.rounds, maxRounds: effort.maxRounds, budgetNs: effort.budgetNs)
        for contender in contenders {
          records.append(
            Record(
              benchmark: "filter", pattern: contender.name, size: size, query: text, medianNs: contender.medianNs,
              runs: contender.samples.count, matches: contender.matches, kind: kind))
        }
      }
      let source = GeneratedDrivers(count: size)
      for pattern in patterns {
        for path in Path.allCases {
          progress.begin("\(pattern.displayName) drivers search via \(path.label), \(Format.size(size)) drivers")
          var pairs: [String: [(pattern: Contender, domain: Contender)]] = [:]
          for _ in 0..<pairings(size: size) {
            let screen = await path.start(pattern, source: source)
            for (kind, text) in queries.all {
              pairs[kind, default: []].append(await pair(screen, text: text, size: size))
            }
            screen.close()
          }
          for (kind, text) in queries.all {
            let kept = pairs[kind] ?? []
            records.append(
              Record(
                benchmark: path.benchmark, pattern: pattern.rawValue, size: size, query: text,
                medianNs: median(kept.map(\.pattern.medianNs)),
                runs: kept.reduce(0) { $0 + $1.pattern.samples.count },
                matches: base.domain(text), kind: kind, pairedDomainNs: median(kept.map(\.domain.medianNs))))
          }
        }
      }
    }
    return records
  }

  /// How many times each pattern is paired with its baseline: at 100k drivers, 5 (2 with
  /// `--quick`), each on a fresh screen, and the medians of those pairings are kept; at other
  /// sizes, once.
  ///
  /// A pattern and its baseline search the same drivers and index, the screen's own
  /// (``ScreenProbe``), so where a fresh copy lands in memory moves both alike. What is left at
  /// 100k is the machine's slow spells, in which a search there takes 140–230 µs for seconds at
  /// a time where it takes 95–115 µs: one pairing caught in one would decide the row alone.
  /// At 1M a search takes 1.4 ms and a fresh screen 9 s to make; at 1k and 10k a sample is
  /// 2 ms of calls.
  func pairings(size: Int) -> Int {
    size >= 100_000 && size < 1_000_000 ? effort.pairings : 1
  }

  /// Measures one search through `screen` beside the same search in Domain plus the rows' text,
  /// and returns the two contenders with their samples.
  private func pair(_ screen: ShownScreen, text: String, size: Int) async -> (
    pattern: Contender, domain: Contender
  ) {
    // Each action types the query in the other case, so the search field, and with it the
    // frame, changes with every action as it does when a user types. Typed the same way twice,
    // MVVM's binding would see no output change and skip the redraw that the other patterns
    // do: the rows would not compare like with like.
    var upper = false
    let contender = Contender(
      "pattern",
      async: {
        upper.toggle()
        return await screen.search(upper ? text.uppercased() : text)
      })
    let search = screen.driverSearch
    let domain = Contender("domain+rows", sync: { Baselines.domainAndRows(text, in: search) })
    // The pattern and its baseline alone, over the same drivers and index: a third contender
    // in the rounds would push their bytes out of the cache between the two (at 1M a second
    // copy of the keys and the first fill the L3 cache). From 100k drivers on, where one search
    // takes 60 µs or more, they alternate call by call, each sample one call, for up to
    // `maxPairedCalls` rounds: hundreds of pairs outweigh noise that 15 samples of a 2 ms block
    // let through (Benchmarks/README.md).
    let callByCall = size >= 100_000
    await interleave(
      [contender, domain], rounds: effort.rounds,
      maxRounds: callByCall ? effort.maxPairedCalls : effort.maxRounds, budgetNs: effort.budgetNs,
      sampleNs: callByCall ? 0 : defaultSampleNs)
    return (contender, domain)
  }

  /// The two ways into a pattern: the harness's `Session`, or the screen alone in a window.
  enum Path: CaseIterable {
    case session, screen

    var label: String { self == .session ? "Session" : "the screen alone" }
    var benchmark: String { self == .session ? "filter" : "filter-screen" }

    /// Shows the drivers in `pattern` and returns when the first load has settled.
    @MainActor
    func start(_ pattern: Pattern, source: any DataSource) async -> ShownScreen {
      let environment = FeatureEnvironment(dataSource: source)
      switch self {
      case .session:
        let session = Session(pattern: pattern, feature: .drivers, environment: environment)
        await session.start()
        return ShownScreen(
          driverSearch: probe(session, pattern),
          search: { text in
            try? await session.perform(.search(text))
            return session.frames.last?.lines.count ?? 0
          }, close: session.close)
      case .screen:
        let window = Window()
        await pattern.start(.drivers, services: environment.makeServices(), in: window)
        return ShownScreen(
          driverSearch: probe(window, pattern),
          search: { text in
            try? await window.perform(.search(text))
            return window.frame?.lines.count ?? 0
          }, close: window.close)
      }
    }

    /// The search `root`'s drivers screen keeps; a benchmark that cannot find it stops.
    @MainActor
    private func probe(_ root: AnyObject, _ pattern: Pattern) -> DriverSearch {
      guard let search = ScreenProbe.driverSearch(in: root) else {
        fatalError("archbench: no DriverSearch found in \(pattern.displayName)'s drivers screen")
      }
      return search
    }
  }

  /// A drivers screen on show: the search it keeps, how to type a search and read the frame
  /// it renders, and how to close it.
  struct ShownScreen {
    let driverSearch: DriverSearch
    let search: @MainActor (String) async -> Int
    let close: @MainActor () -> Void
  }
}
