import ChangeCosts
import Comparison
import Foundation
import Testing

/// What `archdemo compare --changes` computes: unified diffs read file by file, and the cost of
/// each change request computed from its patches, on a fixture with known figures. The command
/// itself, over the kit's own change requests, is tested in ArchDemoTests (`CompareTests`).
@Suite("Change costs")
struct ChangeCostTests {
  /// A kit-shaped folder whose Examples/Changes holds one change with known figures.
  static let fixtureRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Expected/change-requests")
  /// The kit's own folder, whose pattern sources the like-with-like test reads.
  static let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func diff_countsAddedAndRemovedLinesPerFile() throws {
    let diff = try UnifiedDiff(
      parsing: """
        diff --git a/Sources/A.swift b/Sources/A.swift
        index 1..2 100644
        --- a/Sources/A.swift
        +++ b/Sources/A.swift
        @@ -1,3 +1,3 @@
         one
        -two
        +three
         four
        diff --git a/Sources/B.swift b/Sources/B.swift
        new file mode 100644
        --- /dev/null
        +++ b/Sources/B.swift
        @@ -0,0 +1,2 @@
        +b1
        +b2

        """)

    #expect(diff.files.map(\.path) == ["Sources/A.swift", "Sources/B.swift"])
    #expect(diff.files[0].added == ["three"])
    #expect(diff.files[0].removed == ["two"])
    #expect(!diff.files[0].isNew)
    #expect(diff.files[1].added == ["b1", "b2"])
    #expect(diff.files[1].isNew)
  }

  @Test func diff_withWindowsLineEndings_readsTheSame() throws {
    // given: a patch saved with CRLF line endings
    let patch = [
      "diff --git a/Sources/A.swift b/Sources/A.swift", "--- a/Sources/A.swift", "+++ b/Sources/A.swift",
      "@@ -1,2 +1,2 @@", " one", "-two", "+three", "",
    ].joined(separator: "\r\n")

    // when
    let diff = try UnifiedDiff(parsing: patch)

    // then
    #expect(diff.files.map(\.path) == ["Sources/A.swift"])
    #expect(diff.files.first?.added == ["three"])
    #expect(diff.files.first?.removed == ["two"])
  }

  @Test func diff_readsLinesThatLookLikeHeadersAsPartOfTheHunk() throws {
    let diff = try UnifiedDiff(
      parsing: """
        --- a/x.txt
        +++ b/x.txt
        @@ -1,2 +1,2 @@
        --- old
        ++++ new
         kept
        \\ No newline at end of file

        """)

    #expect(diff.files.count == 1)
    #expect(diff.files[0].removed == ["-- old"])
    #expect(diff.files[0].added == ["+++ new"])
  }

  @Test func diff_withAHunkCutShort_isRefused() {
    #expect(throws: UnifiedDiff.ParseError.truncatedHunk(path: "x.txt")) {
      try UnifiedDiff(parsing: "--- a/x.txt\n+++ b/x.txt\n@@ -1,3 +1,3 @@\n one\n")
    }
  }

  @Test func diff_withAStrayLine_namesIt() {
    #expect(throws: UnifiedDiff.ParseError.unexpectedLine(1, "hello")) {
      try UnifiedDiff(parsing: "hello\n")
    }
  }

  @Test func patchCost_countsFilesRolesLinesAndTestsAdded() throws {
    let report = try ChangeCostReport.scan(root: Self.fixtureRoot)

    let change = try #require(report.changes.first)
    #expect(change.change == "01-title-count")
    #expect(change.title == "Show the count in the title")
    #expect(change[.mvc].files.count == 2)
    #expect(change[.mvc].roles == ["Controller": 1])
    #expect(change[.mvc].testsAdded == 1)
    #expect(change[.mvp].roles == ["Presenter": 1, "View": 1])
    #expect(change[.mvvm].linesAdded == 2)
    #expect(change[.mvvm].linesRemoved == 0)
    // a new file's role is read from the patch; a renamed test is no test added
    #expect(change[.viper].roles == ["Contracts": 1])
    #expect(change[.viper].testsAdded == 0)
    #expect(change[.udf].files.count == 2)
    #expect(change[.udf].roles == ["Reducer": 1])
    #expect(change[.udf].linesAdded == 5)
    #expect(change[.udf].testsAdded == 1)
    #expect(change.shared?.files == ["Sources/ArchDemoKit/Scenarios/ScenarioCatalog.swift"])
  }

  @Test func text_matchesTheGoldenFile() throws {
    let report = try ChangeCostReport.scan(root: Self.fixtureRoot)

    let golden = Self.fixtureRoot.deletingLastPathComponent().appendingPathComponent("compare-changes.txt")
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_CHANGE_COSTS"] != nil {
      try report.rendered(as: .text).write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(report.rendered(as: .text) == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test func markdownAndJSON_holdTheSameFigures() throws {
    let report = try ChangeCostReport.scan(root: Self.fixtureRoot)

    let markdown = report.rendered(as: .markdown)
    #expect(markdown.hasPrefix("### 01-title-count: Show the count in the title\n"))
    #expect(markdown.contains("| files touched | 1 | 2 | 2 | 1 | 2 | 2 |"), "shared, then mvc, mvp, mvvm, viper, udf")
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
    let changes = try #require(json["changes"] as? [[String: Any]])
    let patterns = try #require(changes.first?["patterns"] as? [String: [String: Any]])
    #expect(patterns["mvp"]?["linesAdded"] as? Int == 2)
  }

  @Test func codeLines_leaveOutBlankCommentAndTraceLines_evenWhenTheyBeganInContext() throws {
    // given: a trace call and a block comment that open in context lines and go on in added ones
    let diff = try UnifiedDiff(
      parsing: """
        --- a/Sources/MVP/A.swift
        +++ b/Sources/MVP/A.swift
        @@ -1,6 +1,17 @@
        +import Tracing
         func a() {
        +  // a line comment
        +  /// a doc comment
        +
        +  let x = 1
        +  Trace.message(from: "View", to: "Presenter", "a()")
        +  Trace.message(
        +    from: "View", to: "Presenter",
        +    "b(\\(x))")
        +  presenter.b(x)
           Trace.message(
        +    from: "Presenter", to: "View",
             "c()")
           /* a block
        +     still comment */
         }

        """)

    let cost = PatchCost(diff, root: nil)

    #expect(cost.sourceLines == LineCount(added: 12, removed: 0))
    #expect(cost.codeLines == LineCount(added: 2, removed: 0), "only `let x = 1` and `presenter.b(x)`")
  }

  /// Like with like: a patch that adds a file costs as many code lines as `compare` counts in
  /// that file, for every Swift file of every pattern.
  @Test func newFilePatch_costsTheCodeLinesCompareCountsInTheFile() throws {
    let sources = Self.kitRoot.appendingPathComponent("Sources")
    var checked = 0
    for pattern in ["MVC", "MVP", "MVVM", "VIPER", "UDF"] {
      let folder = sources.appendingPathComponent(pattern)
      let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let lines = text.textLines.dropLast(text.hasSuffix("\n") ? 1 : 0)
        let patch =
          "--- /dev/null\n+++ b/Sources/\(pattern)/\(path)\n@@ -0,0 +1,\(lines.count) @@\n"
          + lines.map { "+" + $0 + "\n" }.joined()

        let cost = PatchCost(try UnifiedDiff(parsing: patch), root: nil)

        #expect(
          cost.codeLines.added == SourceStructure.codeLines(text).count, "Sources/\(pattern)/\(path)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test(arguments: [
    ("Tests/ParityTests/Transcripts/users/load.txt", true), ("Tests/ParityTests/Traces/mvp/users.txt", true),
    ("Tests/ArchDemoTests/Expected/help.txt", true), ("Docs/ArchDemo.docc/Resources/mvp-todos-save.svg", true),
    ("Tools/Mutants/roles.json", true), ("Tests/MVPTests/UsersPresenterTests.swift", false),
    ("Docs/ArchDemo.docc/Articles/MVP.md", false), ("Sources/MVP/Users/UsersPresenter.swift", false),
  ])
  func generatedFiles_areWhatScriptsRecordWrites(_ path: String, _ generated: Bool) {
    #expect(PatchCost.isGenerated(path) == generated)
  }

  @Test func patchCost_countsTestsAndGeneratedFilesApartFromSource() throws {
    let report = try ChangeCostReport.scan(root: Self.fixtureRoot)

    let mvc = try #require(report.changes.first)[.mvc]
    #expect(mvc.sourceFiles == 1)
    #expect(mvc.testFiles == 1)
    #expect(
      mvc.sourceLines.total + mvc.testLines.total + mvc.generatedLines.total + mvc.otherLines.total
        == mvc.allLines.total)
    #expect(mvc.testLines.added > 0)
  }

  @Test func figuresWithinTenPercent_areATie_andFurtherApartARank() {
    let order = ChangeCostReading.order([(.mvc, 27), (.mvp, 29), (.mvvm, 26), (.viper, 41)])

    // 29 is 10.3% above 26: a rank, not a tie
    #expect(order == "MVVM 26 ≈ MVC 27 < MVP 29 < VIPER 41")
    #expect(
      ChangeCostReading.order([(.mvc, 110), (.mvp, 100), (.mvvm, 109), (.viper, 200)])
        == "MVP 100 ≈ MVVM 109 ≈ MVC 110 < VIPER 200")
    #expect(
      ChangeCostReading.order([(.mvc, 9), (.mvp, 10), (.mvvm, 11), (.viper, 0)]) == "VIPER 0 < MVC 9 ≈ MVP 10 < MVVM 11"
    )
  }

  @Test func folderWithoutAPatternPatch_isNamed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("changes-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("Examples/Changes/01-x")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "# X\n".write(to: folder.appendingPathComponent("REQUEST.md"), atomically: true, encoding: .utf8)

    #expect(throws: ChangeCostReport.ReadError.malformed("Examples/Changes/01-x has no mvc.patch")) {
      try ChangeCostReport.scan(root: root)
    }
  }
}
