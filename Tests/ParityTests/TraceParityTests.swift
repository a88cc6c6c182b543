import Foundation
import Harness
import Testing
import TextUI
import Tracing

/// `--trace` shows the messages crossing layer boundaries and changes nothing else.
@Suite("Parity: tracing")
@MainActor
struct TraceParityTests {
  @Test(arguments: Scenario.all)
  func tracedRun_givesTheSameTranscriptAsAnUntracedOne(_ scenario: Scenario) async throws {
    let expected = try #require(TranscriptFiles.read(scenario))
    for pattern in Pattern.building(scenario.feature) {
      // when
      let log = TraceLog()
      let traced = await Transcript.record(scenario, in: pattern, trace: log).text

      // then
      #expect(
        traced == expected,
        "\(pattern.rawValue) with tracing on: \(TranscriptFiles.firstDifference(expected: expected, actual: traced))")
      #expect(!log.messages.isEmpty, "\(pattern.rawValue) traced nothing on \(scenario)")
    }
  }

  @Test(arguments: LifetimeTests.combinations)
  func everyPatternAndFeature_tracesMessagesBetweenItsOwnRoles(_ pattern: Pattern, _ feature: Feature) async {
    // given
    let log = TraceLog()
    let scenario = Scenario(feature, "trace", actions: LifetimeTests.deepestPath(of: feature))

    // when
    _ = await Transcript.record(scenario, in: pattern, trace: log)

    // then: the view talks, and at least two more roles answer
    let roles = Set(log.messages.flatMap { [$0.sender, $0.receiver] })
    #expect(roles.contains("View"), "\(pattern.rawValue) \(feature): \(roles.sorted())")
    #expect(roles.count >= 3, "\(pattern.rawValue) \(feature): \(roles.sorted())")
    #expect(log.messages.allSatisfy { !$0.message.isEmpty && $0.sender != $0.receiver })
  }
}
