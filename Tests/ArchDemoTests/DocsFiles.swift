import Foundation
import Synchronization
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

  /// Held while a test reads a page and checks or writes it anew, so that two tests rewriting
  /// different parts of one page (the testing page's mutation table and its figures) never
  /// write over each other in record mode.
  private static let pages = Mutex(())

  /// Reads the catalog's file at `path`, makes it anew with `update` and checks it (writes it
  /// in record mode), holding the pages' lock throughout.
  ///
  /// - Parameters:
  ///   - path: the file's path in the catalog, e.g. `Articles/MVC.md`; from the package folder
  ///     when `fromPackage` is set, e.g. `README.md`.
  ///   - fromPackage: whether `path` starts at the package folder rather than the catalog.
  ///   - update: the file as the kit makes it, from the file as it is.
  static func update(
    _ path: String, fromPackage: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (String) throws -> String
  ) throws {
    try pages.withLock { _ in
      let root = fromPackage ? package : catalog
      let page = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      try check(try update(page), at: path, root: root, sourceLocation: sourceLocation)
    }
  }

  /// Expects the catalog's file at `path` to be `text`; in record mode, writes it first.
  static func check(
    _ text: String, at path: String, root: URL = catalog, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = root.appendingPathComponent(path)
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
