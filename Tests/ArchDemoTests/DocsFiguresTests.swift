import Foundation
import Testing

@testable import Comparison
@testable import Harness

/// Every count the docs state about the kit is the kit's: inside a figure or a generated region
/// that this suite keeps equal to `archdemo compare --format json` (and the course's manifest),
/// never typed — and no page states one by hand anywhere else.
///
/// After a deliberate change, `ARCHDEMO_RECORD_DOCS=1 swift test --filter DocsFiguresTests`
/// writes the figures anew; read the diff.
@Suite(
  "Docs: every count is the kit's",
  .enabled(if: Pattern.everyFeatureBuilt, "a tutorial's start: the docs describe the finished kit"))
struct DocsFiguresTests {
  @Test @MainActor func everyFigureAndRegion_holdsWhatTheKitPrints() async throws {
    // given what `archdemo compare --format json` prints, and the course's manifest
    let sources = try await DocsFigures.sources()
    var pages = 0

    for page in try DocsFigures.pages() {
      let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(page), encoding: .utf8)
      guard text.contains("<!--fig ") || text.contains("<!-- figures:begin ") else { continue }
      pages += 1

      // then every figure and region of the page is the kit's, as it prints it now
      try DocsFiles.update(page, fromPackage: true) { try DocsFigures.filled($0, file: page, sources: sources) }
    }
    #expect(pages > 0)
  }

  @Test func docs_stateNoCountByHand() throws {
    // given every page a learner reads, but those the kit writes whole
    var findings: [DocsCountLint.Finding] = []
    for page in try Self.lintedPages() {
      let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(page), encoding: .utf8)
      findings += DocsCountLint.findings(in: text, file: page)
    }

    // then each count outside a figure is the kit's patterns, or allowed for a stated reason
    let patterns = try DocsFigures.words(Pattern.allCases.count)
    let others = try DocsFigures.words(Pattern.allCases.count - 1)
    var used = Set<Int>()
    for finding in findings {
      if Self.countsThePatterns(finding, patterns: patterns, others: others) { continue }
      if let index = Self.allowed.firstIndex(where: { $0.allows(finding) }) {
        used.insert(index)
        continue
      }
      let advice =
        "make it a figure (<!--fig PATH-->N<!--/fig-->, see DocsFigures), write the sentence without it, "
        + "or allow it in DocsFiguresTests.allowed with the reason"
      Issue.record("\(finding): a count typed by hand; \(advice)")
    }
    for (index, entry) in Self.allowed.enumerated() {
      if !used.contains(index) {
        Issue.record("allowed \"\(entry.phrase)\" is no longer in \(entry.files); remove it from the list")
      }
      if let declaration = entry.declaredIn {
        let source = try String(contentsOf: DocsFiles.package.appendingPathComponent(declaration.file), encoding: .utf8)
        #expect(
          source.contains(declaration.text),
          "\(entry.phrase): \(declaration.file) no longer says \(declaration.text); the docs state another limit")
      }
    }
  }

  @Test func lint_findsCountsTypedByHand_andNoneInFiguresRegionsOrCode() {
    // given a page with counts typed by hand, and the same counts where the lint must not look
    let page = """
      The kit builds five small apps and 44 scenarios (61 in all), in all five.
      Made: <!--fig totals.features word-->six<!--/fig--> features; in code voice, `44 scenarios`.
      <!-- 44 scenarios in a comment -->
      <!-- figures:begin totals -->
      | all lines | 541 | 706 |
      <!-- figures:end -->
      | all lines | 541 | 3 / 93 |
      One protocol per direction, one file per step, 64 KiB a line, run `archdemo
      compare --format json` for 12 tests. MVC 22, MVP's 20, 6 in MVVM; VIPER, 1 of 4.
      ```text
      ✔ Test run with 692 tests in 116 suites passed.
      ```
      """

    // when
    let found = Set(DocsCountLint.findings(in: page, file: "planted.md").map { "\($0.line): \($0.phrase)" })

    // then
    #expect(
      found == [
        "1: five small apps", "1: 44 scenarios", "1: 61 in all", "1: all five", "7: 541", "7: 3 / 93", "9: 12 tests",
        "9: MVC 22", "9: MVP's 20", "9: 6 in MVVM",
        "11: 692 tests", "11: 116 suites",
      ])
  }

  @Test func figures_areRewrittenFromTheKit_andAPathThatLeadsNowhereOrAFigureThatBeginsALineFails() throws {
    // given
    let sources = DocsFigures.Sources(
      compare: ["totals": ["features": 6, "patterns": ["mvc": ["messagesPerUserAction": "4.2"]]]],
      course: ["exercises": 16], kit: KitComparison(features: [], plumbing: [:], summary: []))
    let stale = """
      All <!--fig totals.features word-->five<!--/fig--> features, <!--fig course.exercises-->12<!--/fig--> exercises,
      MVC <!--fig totals.patterns.mvc.messagesPerUserAction-->3.9<!--/fig--> per action. <!--fig totals.features Word-->Five<!--/fig-->.
      A figure is written `<!--fig PATH-->N<!--/fig-->`.
      """

    // when
    let filled = try DocsFigures.filled(stale, file: "page.md", sources: sources)

    // then
    #expect(
      filled == """
        All <!--fig totals.features word-->six<!--/fig--> features, <!--fig course.exercises-->16<!--/fig--> exercises,
        MVC <!--fig totals.patterns.mvc.messagesPerUserAction-->4.2<!--/fig--> per action. <!--fig totals.features Word-->Six<!--/fig-->.
        A figure is written `<!--fig PATH-->N<!--/fig-->`.
        """)
    #expect(throws: DocsFigures.Unresolved.self) {
      try DocsFigures.filled("All <!--fig totals.scenarios-->44<!--/fig-->", file: "page.md", sources: sources)
    }
    #expect(throws: DocsFigures.Unresolved.self) {
      try DocsFigures.filled(
        "A <!--fig totals.patterns.mvc.messagesPerUserAction word-->4.2<!--/fig-->", file: "page.md", sources: sources)
    }
    #expect(throws: DocsFigures.Unresolved.self) {
      try DocsFigures.filled("- <!--fig totals.features-->6<!--/fig--> features", file: "page.md", sources: sources)
    }
  }

  /// `four patterns`, `all four`, `the other three patterns`: the kit's patterns, counted right.
  static func countsThePatterns(_ finding: DocsCountLint.Finding, patterns: String, others: String) -> Bool {
    let phrase = finding.phrase.lowercased()
    if phrase == "all \(patterns)" { return true }
    let words = phrase.split(whereSeparator: { $0 == " " || $0 == "-" })
    guard let noun = words.last, ["pattern", "patterns", "patches"].contains(noun) else { return false }
    if words.first.map(String.init) == patterns { return true }
    return words.first.map(String.init) == others && finding.context.lowercased().contains("other \(phrase)")
  }

  /// The pages the lint reads: README.md, the catalog's articles and tutorial pages, and the
  /// tutorial's step files a person wrote. Left out: the closing tutorial page and the step files
  /// `TutorialTests` writes from the kit (the last step of each source is that source).
  static func lintedPages() throws -> [String] {
    let generated = try TutorialTests.pages.flatMap { page in
      try TutorialStep.steps(ofPage: page).reduce(into: [String: String]()) { $0[$1.name] = $1.file }.values
    }
    let steps = try FileManager.default.contentsOfDirectory(atPath: TutorialStep.resources.path)
      .filter { $0.hasSuffix(".swift") && !generated.contains($0) }.sorted()
      .map { "Docs/ArchDemo.docc/Resources/Tutorial/\($0)" }
    return try DocsFigures.pages().filter { !$0.hasSuffix("ComparingFavourites.tutorial") } + steps
  }

  /// Numbers the docs state that are not counts of the kit, each with its reason.
  static let allowed: [DocsCountLint.Allowed] = [
    .init(
      files: ["Docs/ArchDemo.docc/Articles/GettingStarted.md"], phrase: "10 lines",
      reason: "what a frame takes besides its rows on a terminal, a constant of the kit",
      declaredIn: ("Sources/ArchDemoKit/CommandLine/ArchDemoProgram.swift", "max(5, lines - 10)")),
    .init(
      files: ["README.md"], phrase: "2,000 actions", reason: "the --diagram limit, a constant of the kit",
      declaredIn: ("Sources/ArchDemoKit/CommandLine/DiagramFile.swift", "stepLimit = 2_000")),
    .init(
      files: ["README.md"], phrase: "20,000 messages", reason: "the --diagram limit, a constant of the kit",
      declaredIn: ("Sources/ArchDemoKit/CommandLine/DiagramFile.swift", "messageLimit = 20_000")),
    .init(
      files: ["README.md"], phrase: "2,000 lines",
      reason: "the most lines a target other than a pattern's may hold, a rule",
      declaredIn: ("Tests/ParityTests/TargetSizeTests.swift", "lineBudget = 2_000")),
    .init(
      files: ["README.md"], phrase: "2,600 lines", reason: "the most lines Domain may hold, a rule",
      declaredIn: ("Tests/ParityTests/TargetSizeTests.swift", "domainBudget = 2_600")),
    .init(
      files: ["README.md"], phrase: "100 lines",
      reason: "how much of `swift test`'s output a course check keeps, a constant of the kit",
      declaredIn: ("Sources/TestRuns/CheckOutput.swift", "tailLimit = 100")),
    .init(
      files: [
        "README.md", "Docs/ArchDemo.docc/Articles/MVC.md", "Docs/ArchDemo.docc/Articles/MVP.md",
        "Docs/ArchDemo.docc/Articles/MVVM.md", "Docs/ArchDemo.docc/Articles/VIPER.md",
        "Docs/ArchDemo.docc/Articles/UDF.md",
      ],
      phrase: "200 random action", reason: "how many random sequences the parity suite plays per feature, its input",
      declaredIn: ("Tests/ParityTests/RandomParityTests.swift", "sequencesPerFeature = 200")),
    .init(
      files: ["Docs/ArchDemo.docc/Articles/TestingEachPattern.md"], phrase: "200 action",
      reason: "how many random sequences the parity suite plays per feature, its input",
      declaredIn: ("Tests/ParityTests/RandomParityTests.swift", "sequencesPerFeature = 200")),
    .init(
      files: ["README.md"], phrase: "10,000 random command lines", reason: "the input of a test, not a tally",
      declaredIn: ("Tests/ArchDemoTests/HardInputTests.swift", "0..<10_000")),
    .init(
      files: ["README.md"], phrase: "20,000 actions",
      reason: "the input of a peak-memory measurement (Scripts/peak-memory ACTIONS), beside what it measured"),
    .init(
      files: ["README.md"], phrase: "60,000 actions",
      reason: "the input of a peak-memory measurement (Scripts/peak-memory ACTIONS), beside what it measured"),
    .init(
      files: ["README.md"], phrase: "200,000 actions",
      reason: "the input of a peak-memory measurement (Scripts/peak-memory ACTIONS), beside what it measured"),
    .init(
      files: ["README.md", "Docs/ArchDemo.docc/Articles/Benchmarks.md"], phrase: "two-byte vector test",
      reason: "a test of two bytes at once in the search, not a number of tests"),
    .init(
      files: ["Docs/ArchDemo.docc/Articles/ClassicSamples.md"], phrase: "1 drivers app",
      reason: "Formula 1, the sport's name, in a heading"),
    .init(
      files: ["Docs/ArchDemo.docc/Articles/ClassicSamples.md"], phrase: "Two tests",
      reason: "the tests of the classic sample the page describes, not the kit's"),
    .init(
      files: ["Docs/ArchDemo.docc/Articles/VIPER.md"], phrase: "five-screen",
      reason: "the size of an app the page imagines, not the kit"),
    .init(
      files: ["Docs/ArchDemo.docc/Articles/VIPER.md"], phrase: "two-hour technical test",
      reason: "a duration, not a number of tests"),
  ]
}
