import Foundation
import Harness
import Testing

/// Every scenario of every feature, in every pattern and both view layers: the same transcript,
/// byte for byte, as the checked-in one.
@Suite("Parity: scenarios")
@MainActor
struct ScenarioParityTests {
  @Test(arguments: Scenario.all)
  func scenario_givesTheCheckedInTranscript_inEveryPattern(_ scenario: Scenario) async throws {
    if TranscriptFiles.isRecording {
      try TranscriptFiles.write(await Transcript.record(scenario, in: .mvp).text, for: scenario)
    }
    let expected = try #require(
      TranscriptFiles.read(scenario), "no transcript at \(TranscriptFiles.url(for: scenario).path)")

    for views in ViewLayer.allCases {
      for pattern in Pattern.building(scenario.feature, views: views) {
        // when
        let actual = await Transcript.record(scenario, in: pattern, views: views).text

        // then
        #expect(
          actual == expected,
          "\(pattern.rawValue) (\(views.rawValue) views) differs on \(scenario): \(TranscriptFiles.firstDifference(expected: expected, actual: actual))"
        )
      }
    }
  }

  @Test func everyFeature_hasScenarios() {
    for feature in Feature.allCases {
      #expect(Scenario.of(feature).count >= 5, "\(feature)")
    }
  }

  @Test func transcriptFolder_holdsNoStaleFiles() throws {
    let expected = Set(Scenario.all.map { TranscriptFiles.url(for: $0).standardizedFileURL.path })
    let enumerator = try #require(FileManager.default.enumerator(atPath: TranscriptFiles.folder.path))
    let onDisk = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".txt") }
      .map { TranscriptFiles.folder.appendingPathComponent($0).standardizedFileURL.path }
    #expect(Set(onDisk) == expected)
  }
}
