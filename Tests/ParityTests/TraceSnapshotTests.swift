import Foundation
import Harness
import Testing
import TextUI
import Tracing

/// Each pattern's messages for one scenario of each feature, checked in as readable text under
/// `Tests/ParityTests/Traces/<pattern>/<feature>.txt`.
///
/// A pattern whose trace drifts from its file fails here, so a change in who sends what to
/// whom never goes unseen. After a deliberate change, rewrite the files with
/// `ARCHDEMO_RECORD_TRACES=1 swift test --filter TraceSnapshotTests` and read the diff.
@Suite("Parity: each pattern's expected trace")
@MainActor
struct TraceSnapshotTests {
  /// The scenario whose messages are kept for each feature: the one that crosses the most roles.
  static let scenarios: [Feature: String] = [
    .users: "refresh", .drivers: "refresh-keeps-search", .news: "search-detail-back", .todos: "add-valid",
    .melodies: "offline-then-online", .favourites: "star-and-back",
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

  @Test(arguments: LifetimeTests.combinations)
  func trace_matchesTheCheckedInOne(_ pattern: Pattern, _ feature: Feature) async throws {
    // given
    let name = try #require(Self.scenarios[feature])
    let scenario = try #require(Scenario.of(feature).first { $0.name == name })
    let url = Self.folder.appendingPathComponent(pattern.rawValue).appendingPathComponent("\(feature.rawValue).txt")

    // when
    let text = await Self.trace(of: scenario, in: pattern)

    // then
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_TRACES"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8), "no \(url.path): record it with ARCHDEMO_RECORD_TRACES=1")
    #expect(
      text == expected,
      "\(pattern.rawValue) \(feature): \(TranscriptFiles.firstDifference(expected: expected, actual: text))")
  }

  /// The scenario's actions, each followed by the messages it caused, as `--trace` prints them.
  static func trace(of scenario: Scenario, in pattern: Pattern) async -> String {
    let log = TraceLog()
    let session = Session(pattern: pattern, feature: scenario.feature, environment: scenario.environment, trace: log)
    var lines = ["# \(scenario.commandLine.replacingOccurrences(of: "<p>", with: pattern.rawValue))", "> (start)"]
    var seen = 0
    func takeNewMessages() {
      lines += log.messages[seen...].map { "  · \($0)" }
      seen = log.messages.count
    }
    await session.start()
    takeNewMessages()
    for action in scenario.actions {
      lines.append("> \(action.typed)")
      do {
        try await session.perform(action)
      } catch {
        lines.append("! \(error.message)")
      }
      takeNewMessages()
    }
    session.close()
    return lines.joined(separator: "\n") + "\n"
  }
}
