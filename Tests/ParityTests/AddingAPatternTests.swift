import Foundation
import Harness
import Testing

/// Adding a pattern changes, outside its own folders, only the files the README's "Adding a
/// pattern" lists. The compiler points at the catalog's and the launcher's switches; these tests
/// point at the rest, for every pattern in the catalog, and at a pattern folder the catalog lacks.
@Suite("Adding a pattern")
struct AddingAPatternTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(arguments: Pattern.allCases)
  func eachPattern_isRegisteredInEveryFileTheGuideNames(pattern: Pattern) throws {
    // given
    let name = pattern.displayName
    let manifest = try Self.read("Package.swift")
    let harness = try #require(
      manifest.range(of: ".target(\n      name: \"Harness\"").map { manifest[$0.lowerBound...].prefix { $0 != ")" } })
    let launcher = try Self.read("Sources/Harness/Session/PatternLauncher.swift")
    let readme = try Self.read("README.md")

    // then
    #expect(
      FileManager.default.fileExists(
        atPath: Self.package.appendingPathComponent("Sources/\(name)/\(name)App.swift").path),
      "Sources/\(name)/\(name)App.swift: the composition root the harness and the mutation tool find")
    #expect(manifest.contains(".target(name: \"\(name)\""), "Package.swift declares no target \(name)")
    #expect(manifest.contains("name: \"\(name)Tests\""), "Package.swift declares no test target \(name)Tests")
    #expect(harness.contains("\"\(name)\""), "Harness does not depend on \(name) in Package.swift")
    #expect(launcher.contains("import \(name)\n"), "PatternLauncher.swift does not import \(name)")
    #expect(launcher.contains("extension \(name)App: PatternApp {"), "\(name)App is not a PatternApp")
    #expect(readme.contains("\n**\(name)** (`Sources/\(name)`"), "the README's Vocabulary has no table for \(name)")
  }

  @Test func everyFolderWithACompositionRoot_isInTheCatalog() throws {
    // given
    let sources = Self.package.appendingPathComponent("Sources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path)

    // when
    let patternFolders = folders.filter {
      FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/\($0)App.swift").path)
    }

    // then
    #expect(patternFolders.sorted() == Pattern.allCases.map(\.displayName).sorted())
  }
}
