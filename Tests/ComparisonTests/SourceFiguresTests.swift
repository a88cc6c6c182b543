import Comparison
import DomainTestSupport
import Foundation
import Harness
import Testing

/// How `compare` reads the kit's code and tests.
@Suite("compare: code and test figures")
struct SourceFiguresTests {
  @Test func sourceStructure_countsFilesLinesTypesAndProtocolsPerRole() throws {
    // given a pattern folder with a view, a presenter and a contracts file
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let feature = root.url.appendingPathComponent("Sources/MVP/Users")
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try Data("// a comment\nimport TextUI\nimport Tracing\n\nfinal class UsersView {\n}\n".utf8)
      .write(to: feature.appendingPathComponent("UsersView.swift"))
    let presenter = """
      @MainActor
      final class UsersPresenter {
        /* a block
           comment */
        func load() {
          Trace.message(
            from: "Presenter", to: "View", "load()")
        }
      }
      """
    try Data(presenter.utf8).write(to: feature.appendingPathComponent("UsersPresenter.swift"))
    try Data("protocol UsersViewInterface: AnyObject {}\nstruct UserRowViewData {}\n".utf8)
      .write(to: feature.appendingPathComponent("UsersViewInterface.swift"))
    try Data("package enum MVPApp {}\n".utf8).write(to: root.url.appendingPathComponent("Sources/MVP/MVPApp.swift"))
    let tracing = root.url.appendingPathComponent("Sources/MVP/Tracing")
    try FileManager.default.createDirectory(at: tracing, withIntermediateDirectories: true)
    try Data("final class ReportingUsersPresenter {\n  let count = 1\n}\n".utf8)
      .write(to: tracing.appendingPathComponent("UsersModule+Trace.swift"))

    // when
    let structure = try #require(SourceStructure.scan(pattern: .mvp, feature: .users, root: root.url))
    let shared = try #require(SourceStructure.scanShared(pattern: .mvp, root: root.url))

    // then comments, blank lines, trace calls and the Tracing import are not code
    #expect(structure.files == 3)
    #expect(structure.roles["View"]?.linesOfCode == 3)
    #expect(structure.roles["Presenter"]?.linesOfCode == 5)
    #expect(structure.roles["Presenter"]?.types == 1)
    #expect(structure.roles["Contracts"]?.protocols == 1)
    #expect(structure.types == 3)
    #expect(structure.largestFile?.name == "UsersPresenter.swift")
    // and the pattern's Tracing folder, what reports to `--trace`, is not the pattern's code
    #expect(shared.files == 1)
    #expect(shared.roles["App"]?.types == 1)
    #expect(shared.roles["Tracing"] == nil)
    #expect(SourceStructure.scan(pattern: .mvc, feature: .users, root: root.url) == nil)
  }

  @Test func testInventory_assignsTestsByTagsOnTheTestOrItsSuite() throws {
    // given a test target with a tagged suite, a tagged test, an untagged one and doubles
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let tests = root.url.appendingPathComponent("Tests/MVPTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let text = """
      @Suite(.tags(.drivers)) struct DriversTests {
        @Test func a() {}
        @Test("with a (parenthesis", arguments: [1, 2, 3]) func b(_ x: Int) {}
        @Test(arguments: [(1, "a,b"), (2, "c")], [true, false]) func c(_ x: (Int, String), _ y: Bool) {}
      }
      struct Loose {
        @Test(.tags(.users)) func d() {}
        // @Test func commentedOut() {}
        @Test func e() {}
        @Test(.tags(.users, .news)) func f() {}
      }
      final class DriversViewMock {}
      struct NewsRouterSpy {}
      """
    try Data(text.utf8).write(to: tests.appendingPathComponent("SomeTests.swift"))

    // when
    let inventory = try #require(TestInventory.scan(pattern: .mvp, root: root.url))

    // then
    #expect(inventory.tests(taggedWith: "drivers").map(\.name) == ["a", "b", "c"])
    #expect(inventory.tests(taggedWith: "drivers").map(\.cases) == [1, 3, 4])
    #expect(inventory.tests(taggedWith: "users").map(\.name) == ["d"])
    #expect(inventory.untagged == ["SomeTests.swift: e", "SomeTests.swift: f"])
    #expect(inventory.doubles(for: .drivers) == ["DriversViewMock"])
    #expect(inventory.doubles(for: .news) == ["NewsRouterSpy"])
  }

  @Test(arguments: Pattern.allCases)
  func everyPatternTest_carriesExactlyOneFeatureOrPlumbingTag(pattern: Pattern) throws {
    let root = try #require(FeatureComparison.builtSourceRoot)
    let inventory = try #require(TestInventory.scan(pattern: pattern, root: root))

    #expect(inventory.tests.count > 20)
    let untagged = inventory.untagged
    #expect(
      untagged.isEmpty,
      "\(untagged.count) tests lack exactly one of \(TestInventory.assigningTags), e.g. \(untagged.prefix(3))")
  }
}
