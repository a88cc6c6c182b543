import Foundation

/// Where results go so that the optimiser cannot delete the work that produced them.
nonisolated(unsafe) private var sink = 0

/// Consumes `value`: the work that produced it has to be done.
@inline(never)
func blackHole(_ value: Int) {
  sink &+= value
}

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// One method under measurement: how to run it once, and the samples taken so far.
@MainActor
final class Contender {
  /// What one run does; it returns a count to feed the black hole (usually the matches).
  enum Body {
    case sync(() -> Int)
    case async(() async -> Int)
  }

  let name: String
  let body: Body
  /// How many times one sample runs the body, so that a sample lasts long enough to time.
  private(set) var repetitions = 1
  private(set) var samples: [Double] = []
  private(set) var matches = 0

  init(_ name: String, sync body: @escaping () -> Int) {
    self.name = name
    self.body = .sync(body)
  }

  init(_ name: String, async body: @escaping () async -> Int) {
    self.name = name
    self.body = .async(body)
  }

  private func runOnce() async -> Int {
    switch body {
    case .sync(let body): body()
    case .async(let body): await body()
    }
  }

  /// Runs the body once untimed, then picks how many runs make a sample of about `sampleNs`.
  func warmUp(sampleNs: Double) async {
    let start = now()
    matches = await runOnce()
    blackHole(matches)
    let once = Double(now() - start)
    repetitions = max(1, min(10_000, Int(sampleNs / max(once, 1))))
  }

  /// Takes one sample: the mean time of `repetitions` runs.
  func sample() async {
    let start: UInt64
    switch body {
    case .sync(let body):
      start = now()
      for _ in 0..<repetitions { blackHole(body()) }
    case .async(let body):
      start = now()
      for _ in 0..<repetitions { blackHole(await body()) }
    }
    samples.append(Double(now() - start) / Double(repetitions))
  }

  var medianNs: Double { median(samples) }
}

/// How long a sample lasts unless told: long enough that the clock's cost and resolution vanish
/// in it. `0` makes every sample one call.
let defaultSampleNs = 2_000_000.0

/// Measures the contenders side by side: warm-up, then rounds in which each takes one sample,
/// so that a slow drift of the machine touches them all alike.
///
/// - Parameters:
///   - rounds: how many samples each contender gets at least.
///   - maxRounds: how many samples each contender gets at most.
///   - budgetNs: after `rounds`, keep adding rounds while the time spent stays under this.
///   - sampleNs: how long one sample lasts: as many calls as fill it, at least one.
@MainActor
func interleave(
  _ contenders: [Contender], rounds: Int, maxRounds: Int, budgetNs: Double, sampleNs: Double = defaultSampleNs
) async {
  for contender in contenders { await contender.warmUp(sampleNs: sampleNs) }
  var round = 0
  var spent = 0.0
  while round < rounds || (round < maxRounds && spent < budgetNs) {
    let start = now()
    for contender in contenders { await contender.sample() }
    spent += Double(now() - start)
    round += 1
  }
}
