import Domain
import DomainTestSupport
import Harness
import Testing
import TextUI

/// Random action sequences from a fixed seed: every pattern must give MVP's transcript.
///
/// A failure names the seed, the sequence's number and the shortest failing sequence found by
/// dropping actions one at a time, so it can be replayed as a scenario.
@Suite("Parity: random sequences")
@MainActor
struct RandomParityTests {
  static let sequencesPerFeature = 200

  @Test(arguments: Feature.allCases)
  func randomSequences_giveIdenticalTranscripts(_ feature: Feature) async {
    let seed: UInt64 = 0x5EED_0000 + UInt64(Feature.allCases.firstIndex(of: feature)!)
    var generator = SeededGenerator(seed: seed)
    // MVP is the reference, unless a tutorial's start has not built the feature in it
    let reference = Pattern.building(feature).contains(.mvp) ? Pattern.mvp : Pattern.building(feature)[0]
    let others = Pattern.building(feature).filter { $0 != reference }
    for number in 0..<Self.sequencesPerFeature {
      let run = RandomRun.make(feature: feature, using: &generator)
      for pattern in others where await run.differs(in: pattern, from: reference) {
        let shortest = await run.shrunk(in: pattern, from: reference)
        let expected = await shortest.transcript(in: reference).text
        let actual = await shortest.transcript(in: pattern).text
        Issue.record(
          """
          \(pattern.rawValue) differs from \(reference.rawValue) on \(feature): seed \(seed), sequence \(number)
          shortest failing: \(shortest)
          \(TranscriptFiles.firstDifference(expected: expected, actual: actual))
          """)
        return
      }
    }
  }

  /// The declarative views against the imperative reference, on sequences of a seed of their
  /// own: half as many a feature, as the scenarios already run through both layers.
  @Test(arguments: Feature.allCases)
  func randomSequences_giveIdenticalTranscripts_throughTheDeclarativeViews(_ feature: Feature) async {
    let seed: UInt64 = 0xDEC1_0000 + UInt64(Feature.allCases.firstIndex(of: feature)!)
    var generator = SeededGenerator(seed: seed)
    let reference = Pattern.building(feature).contains(.mvp) ? Pattern.mvp : Pattern.building(feature)[0]
    for number in 0..<Self.sequencesPerFeature / 2 {
      let run = RandomRun.make(feature: feature, using: &generator)
      for pattern in Pattern.building(feature, views: .declarative)
      where await run.differs(in: pattern, from: reference, views: .declarative) {
        let shortest = await run.shrunk(in: pattern, from: reference, views: .declarative)
        let expected = await shortest.transcript(in: reference).text
        let actual = await shortest.transcript(in: pattern, views: .declarative).text
        let difference = TranscriptFiles.firstDifference(expected: expected, actual: actual)
        Issue.record(
          "\(pattern.rawValue) (declarative) differs from \(reference.rawValue) on \(feature): seed \(seed), sequence \(number); shortest failing: \(shortest); \(difference)"
        )
        return
      }
    }
  }

  @Test func sameSeed_givesSameSequences() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<20).map { _ in RandomRun.make(feature: .todos, using: &first) }
    let b = (0..<20).map { _ in RandomRun.make(feature: .todos, using: &second) }
    #expect(a == b)
  }
}
