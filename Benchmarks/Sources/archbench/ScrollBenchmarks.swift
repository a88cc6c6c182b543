import Domain
import Harness
import TextUI

/// Scrolling: a page down, then back up, through each pattern's drivers screen showing every
/// driver in a 20-row view, beside the same moves on a list of two pages (40 drivers) through
/// the same session — the same action drawing the same 20 rows, the list's length the only
/// difference. A page should cost the same whatever the length, because the table asks its data
/// source for the rows in view only. Each pattern is measured through its imperative views and
/// through its declarative ones (`--views declarative`), whose lazy list asks for the rows in view
/// as the table does.
@MainActor
struct ScrollBenchmarks {
  let size: Int
  let patterns: [Pattern]
  let effort: Effort
  let progress: Progress

  /// The rows in view: the kit's default, what `--rows` gives when output is not a terminal.
  nonisolated static let rowsInView = 20
  /// The short list's length: two pages, so that both moves redraw.
  nonisolated static let shortList = 2 * rowsInView

  func run() async -> [Record] {
    progress.begin(
      "scrolling a page of \(Self.rowsInView) rows, \(patterns.count) patterns, \(Format.size(size)) drivers")
    // The generated drivers are numbered in order, so both lists' pages hold the same names (the
    // generated ones carry accents and wide letters, slower to measure than ASCII).
    let long = GeneratedDrivers(count: size)
    let short = GeneratedDrivers(count: Self.shortList)
    var records: [Record] = []
    for (pattern, views) in patterns.flatMap({ pattern in ViewLayer.allCases.map { (pattern, $0) } }) {
      let (longList, longSession) = await Self.scrolling(pattern, views, over: long)
      let (shortList, shortSession) = await Self.scrolling(pattern, views, over: short)
      // A move takes 50 µs or more: as the filter's pairs from 100k drivers on, the two lists
      // alternate call by call, each sample one move.
      await interleave(
        [longList, shortList], rounds: effort.rounds, maxRounds: effort.maxPairedCalls, budgetNs: effort.budgetNs,
        sampleNs: 0)
      longSession.close()
      shortSession.close()
      records.append(
        Record(
          benchmark: "scroll", pattern: Subject.key(pattern, views), size: size, query: "next page, previous page",
          medianNs: longList.medianNs, runs: longList.samples.count, matches: longList.matches, kind: "page",
          pairedDomainNs: shortList.medianNs))
    }
    return records
  }

  /// A session showing `source`'s drivers in `pattern`, and a contender that moves its view a
  /// page down and back up in turn, the frame recorded each time.
  private static func scrolling(
    _ pattern: Pattern, _ views: ViewLayer, over source: GeneratedDrivers
  ) async -> (Contender, Session) {
    let session = Session(
      pattern: pattern, feature: .drivers, environment: FeatureEnvironment(dataSource: source), keepingFrames: false,
      rowsInView: rowsInView, views: views)
    await session.start()
    var down = false
    let contender = Contender(
      "\(Subject.key(pattern, views)), \(source.count) drivers",
      async: {
        down.toggle()
        try? await session.perform(down ? .nextPage : .previousPage)
        return session.frames.last?.lines.count ?? 0
      })
    return (contender, session)
  }
}
