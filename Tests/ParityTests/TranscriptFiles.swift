import Foundation
import Harness

/// The checked-in transcripts, one readable text file per scenario.
///
/// Run the suite with `ARCHDEMO_RECORD_TRANSCRIPTS=1` to write them anew from the MVP pattern,
/// then read the diff: every change of behaviour shows there.
enum TranscriptFiles {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_TRANSCRIPTS"] == "1"
  }

  static func url(for scenario: Scenario) -> URL {
    folder.appendingPathComponent(scenario.feature.rawValue).appendingPathComponent("\(scenario.name).txt")
  }

  static func read(_ scenario: Scenario) -> String? {
    try? String(contentsOf: url(for: scenario), encoding: .utf8)
  }

  static func write(_ text: String, for scenario: Scenario) throws {
    let url = url(for: scenario)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// The first line where two texts differ, as `line N: expected … / got …`.
  static func firstDifference(expected: String, actual: String) -> String {
    let left = expected.components(separatedBy: "\n")
    let right = actual.components(separatedBy: "\n")
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? left[index] : "(end)"
      let r = index < right.count ? right[index] : "(end)"
      if l != r { return "line \(index + 1): expected \"\(l)\", got \"\(r)\"" }
    }
    return "no difference"
  }
}
