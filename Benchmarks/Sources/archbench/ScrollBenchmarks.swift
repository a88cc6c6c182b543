import Domain
import Harness
import TextUI

/// Scrolling: a page down, then back up, through each pattern's drivers screen showing every
/// driver in a 20-row view, beside drawing a list of 20 of those drivers on its own — what a
/// page should cost whatever the list's length, because the table draws the rows in view only.
@MainActor
struct ScrollBenchmarks {
  let size: Int
  let patterns: [Pattern]
  let effort: Effort
  let progress: Progress

  /// The rows in view: the kit's default, what `--rows` gives when output is not a terminal.
  nonisolated static let rowsInView = 20

  func run() async -> [Record] {
    progress.begin(
      "scrolling a page of \(Self.rowsInView) rows, \(patterns.count) patterns, \(Format.size(size)) drivers")
    let source = GeneratedDrivers(count: size)
    // The list drawn alone holds the same drivers' rows as a page of the screen, so both draw
    // the same names (the generated ones carry accents and wide letters, slower to measure).
    let page = Workload.drivers(size).prefix(Self.rowsInView).map {
      Row(title: $0.fullName, detail: "#\($0.number) · \($0.team)")
    }
    var records: [Record] = []
    for pattern in patterns {
      let session = Session(
        pattern: pattern, feature: .drivers, environment: FeatureEnvironment(dataSource: source), keepingFrames: false,
        rowsInView: Self.rowsInView)
      await session.start()
      var down = false
      let scroll = Contender(
        pattern.rawValue,
        async: {
          down.toggle()
          try? await session.perform(down ? .nextPage : .previousPage)
          return session.frames.last?.lines.count ?? 0
        })
      let list = Contender(
        "20-row list",
        sync: {
          var panel = ListPanel()
          panel.show(rows: page)
          return panel.lines.count
        })
      await interleave([scroll, list], rounds: effort.rounds, maxRounds: effort.maxRounds, budgetNs: effort.budgetNs)
      session.close()
      records.append(
        Record(
          benchmark: "scroll", pattern: pattern.rawValue, size: size, query: "next page, previous page",
          medianNs: scroll.medianNs, runs: scroll.samples.count, matches: scroll.matches, kind: "page",
          pairedDomainNs: list.medianNs))
    }
    return records
  }
}
