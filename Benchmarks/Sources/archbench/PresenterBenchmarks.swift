import Domain
import Harness
import TextUI
import Tracing

/// Presenter throughput: actions a second through each pattern's drivers screen on the
/// 20-driver fixture, through the screen alone and through `Session`, with no trace log bound
/// and with one bound, and through the declarative screen alone (`--views declarative`: the same
/// logic roles, a SwiftUI-shaped view drawn again from what it read); and what one trace call
/// costs when no log is bound.
@MainActor
struct PresenterBenchmarks {
  let patterns: [Pattern]
  let effort: Effort
  let progress: Progress

  nonisolated static let actions: [UserAction] = [.search("ham"), .search("perez"), .clear]
  nonisolated static let variants = ["screen", "screen+trace", "session", "session+trace", "declarative"]

  func run() async -> [Record] {
    progress.begin("presenter throughput, \(patterns.count) patterns × \(Self.variants.count) ways, 20 drivers")
    var contenders: [(Pattern, String, Contender)] = []
    var closers: [() -> Void] = []
    for pattern in patterns {
      for variant in Self.variants {
        let (body, close) = await start(pattern, variant: variant)
        contenders.append((pattern, variant, Contender("\(pattern.rawValue) \(variant)", async: body)))
        closers.append(close)
      }
    }
    await interleave(
      contenders.map(\.2), rounds: effort.rounds, maxRounds: effort.maxRounds, budgetNs: effort.budgetNs)
    closers.forEach { $0() }
    var records = contenders.map { pattern, variant, contender in
      Record(
        benchmark: "presenter", pattern: pattern.rawValue, size: 20, query: variant, medianNs: contender.medianNs,
        runs: contender.samples.count, matches: contender.matches, kind: variant)
    }

    progress.begin("one trace call with no log bound, and trace messages per action")
    let call = Contender(
      "trace-call",
      sync: {
        for _ in 0..<1_000 { Trace.message(from: "View", to: "Presenter", "searchTextChanged(\"ham\")") }
        return 1_000
      })
    await interleave([call], rounds: effort.rounds, maxRounds: effort.maxRounds, budgetNs: effort.budgetNs / 4)
    records.append(
      Record(
        benchmark: "trace-call", pattern: "none", size: 0, query: "Trace.message, no log bound",
        medianNs: call.medianNs / 1_000, runs: call.samples.count, matches: 0, kind: "off"))
    for pattern in patterns {
      let log = TraceLog()
      let session = Session(pattern: pattern, feature: .drivers, environment: FeatureEnvironment(), trace: log)
      await session.start()
      let before = log.count
      for action in Self.actions { try? await session.perform(action) }
      session.close()
      records.append(
        Record(
          benchmark: "trace-messages", pattern: pattern.rawValue, size: 20, query: "messages per 3 actions",
          medianNs: 0, runs: 1, matches: log.count - before, kind: "count"))
    }
    return records
  }

  /// Starts the drivers screen of `pattern` the way `variant` says, and returns one action.
  private func start(_ pattern: Pattern, variant: String) async -> (() async -> Int, () -> Void) {
    let traced = variant.hasSuffix("+trace")
    var step = 0
    let next = { () -> UserAction in
      step += 1
      return Self.actions[step % Self.actions.count]
    }
    if variant.hasPrefix("session") {
      let session = Session(
        pattern: pattern, feature: .drivers, environment: FeatureEnvironment(), trace: traced ? TraceLog() : nil)
      await session.start()
      return (
        {
          try? await session.perform(next())
          return session.frames.last?.lines.count ?? 0
        }, session.close
      )
    }
    let window = Window()
    let log = traced ? TraceLog() : nil
    let views: ViewLayer = variant == "declarative" ? .declarative : .imperative
    await Trace.$log.withValue(log) {
      await pattern.start(.drivers, services: FeatureEnvironment().makeServices(), in: window, views: views)
    }
    return (
      {
        let action = next()
        if let log {
          await Trace.$log.withValue(log) { try? await window.perform(action) }
        } else {
          try? await window.perform(action)
        }
        return window.frame?.lines.count ?? 0
      }, window.close
    )
  }
}
