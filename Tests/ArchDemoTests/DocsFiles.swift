import Foundation
import Testing

/// The files of the DocC catalog (`Docs/ArchDemo.docc`) that the kit generates, checked for drift.
///
/// Run with `ARCHDEMO_RECORD_DOCS=1` to write them anew, then read the diff.
enum DocsFiles {
  /// The catalog, found from this file: `Tests/ArchDemoTests/` → the package → `Docs/ArchDemo.docc`.
  static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs").appendingPathComponent("ArchDemo.docc")

  /// The package folder, to read sources from.
  static let package = catalog.deletingLastPathComponent().deletingLastPathComponent()

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_DOCS"] == "1"
  }

  /// Expects the catalog's file at `path` to be `text`; in record mode, writes it first.
  static func check(_ text: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = catalog.appendingPathComponent(path)
    if isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8), "no \(path): write it with ARCHDEMO_RECORD_DOCS=1",
      sourceLocation: sourceLocation)
    #expect(
      text == expected,
      "\(path) drifted (\(firstDifference(expected: expected, actual: text))); rewrite it with ARCHDEMO_RECORD_DOCS=1",
      sourceLocation: sourceLocation)
  }

  /// The first line where two texts differ, as `line N: expected … / got …`.
  static func firstDifference(expected: String, actual: String) -> String {
    let left = expected.components(separatedBy: "\n")
    let right = actual.components(separatedBy: "\n")
    for index in 0..<max(left.count, right.count) {
      let old = index < left.count ? left[index] : "(end)"
      let new = index < right.count ? right[index] : "(end)"
      if old != new { return "line \(index + 1): expected \"\(old.prefix(120))\", got \"\(new.prefix(120))\"" }
    }
    return "no difference"
  }
}
