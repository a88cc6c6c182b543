import ArchDemoKit
import Foundation
import Testing

/// `archdemo compare`: the four patterns side by side.
@Suite("archdemo compare")
struct CompareTests {
  @Test func compareOneFeature_showsParityMessagesAndStructure() throws {
    // when
    let result = try ArchdemoProcess.run(["compare", "drivers"])

    // then
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let columns = { (label: String) in
      lines.first { $0.hasPrefix(label) }.map { $0.dropFirst(label.count).split(separator: " ").map(String.init) } ?? []
    }
    #expect(columns("parity with mvp") == ["identical", "identical", "identical", "identical"])
    #expect(columns("  total").count == 4)
    #expect(columns("  total").allSatisfy { (Int($0) ?? 0) > 0 })
    #expect(columns("files").compactMap(Int.init).count == 4)
    #expect(lines.contains { $0.hasPrefix("  Interactor files / lines") })
    #expect(lines.count(where: { $0.hasPrefix("  ") && $0.contains("search") }) >= 4)
  }

  @Test func compareWithoutAFeature_coversEveryFeature() throws {
    let result = try ArchdemoProcess.run(["compare"])

    #expect(result.status == 0)
    for feature in Feature.allCases {
      #expect(result.stdout.contains("\(feature.rawValue): \(feature.summary)"))
    }
  }

  @Test func sourceStructure_countsFilesLinesTypesAndProtocolsPerRole() throws {
    // given a pattern folder with a view, a presenter and a contracts file
    let root = try TemporaryFolder()
    let feature = root.url.appendingPathComponent("Sources/MVP/Users")
    let tests = root.url.appendingPathComponent("Tests/MVPTests")
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("// a comment\nimport TextUI\n\nfinal class UsersScreen {\n}\n".utf8)
      .write(to: feature.appendingPathComponent("UsersScreen.swift"))
    try Data("@MainActor\npublic final class UsersPresenter {\n  func load() {}\n}\n".utf8)
      .write(to: feature.appendingPathComponent("UsersPresenter.swift"))
    try Data("protocol UsersView: AnyObject {}\nstruct UserViewData {}\n".utf8)
      .write(to: feature.appendingPathComponent("UsersView.swift"))
    try Data("@Test func a() {}\n@Test(arguments: [1]) func b(_ x: Int) {}\n".utf8)
      .write(to: tests.appendingPathComponent("UsersPresenterTests.swift"))

    // when
    let structure = try #require(SourceStructure.scan(pattern: .mvp, feature: .users, root: root.url))

    // then
    #expect(structure.files == 3)
    #expect(structure.roles["View"]?.linesOfCode == 3)
    #expect(structure.roles["Presenter"]?.types == 1)
    #expect(structure.roles["Contracts"]?.protocols == 1)
    #expect(structure.types == 3)
    #expect(structure.tests == 2)
    #expect(SourceStructure.scan(pattern: .mvc, feature: .users, root: root.url) == nil)
  }
}
