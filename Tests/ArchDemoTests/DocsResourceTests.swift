import Comparison
import ConsoleIO
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Diagrams
@testable import Harness

/// The docs' pictures and the comparison page, regenerated here and compared with the files
/// checked in under `Docs/ArchDemo.docc`, so the docs never show a run the kit no longer makes.
///
/// After a deliberate change, rewrite them with `ARCHDEMO_RECORD_DOCS=1 swift test --filter
/// DocsResourceTests` and read the diff.
@Suite(
  "Docs: the generated pictures and the comparison page",
  .enabled(if: Pattern.everyFeatureBuilt, "a tutorial's start: the docs describe the finished kit"))
@MainActor
struct DocsResourceTests {
  /// The command lines the sequence diagrams are drawn from, as a learner would type them.
  nonisolated static func driversSearch(_ pattern: Pattern) -> [String] {
    ["run", "--pattern", pattern.rawValue, "drivers", "--script", "search ham"]
  }

  nonisolated static func todosSave(_ pattern: Pattern) -> [String] {
    [
      "run", "--pattern", pattern.rawValue, "todos", "--today", "2026-11-18", "--script",
      "add; name Buy milk; due tomorrow; save",
    ]
  }

  @Test(arguments: Pattern.allCases)
  func driversSearchDiagram_matchesTheCheckedInOne(_ pattern: Pattern) async throws {
    // when the whole run is drawn: the first load, then the search
    let diagram = try await Self.diagram(of: Self.driversSearch(pattern))

    // then
    try DocsFiles.check(diagram.svg(), at: "Resources/\(pattern.rawValue)-drivers-search.svg")
  }

  /// The last run of each favourites chapter: the tutorial's own picture of its pattern.
  nonisolated static func favouritesStar(_ pattern: Pattern) -> [String] {
    ["run", "--pattern", pattern.rawValue, "favourites", "--script", "select 5; star; back"]
  }

  @Test(arguments: Pattern.allCases)
  func favouritesStarDiagram_matchesTheCheckedInOne(_ pattern: Pattern) async throws {
    // when the chapter's closing run is drawn: the list's load, the detail, the star, back
    let diagram = try await Self.diagram(of: Self.favouritesStar(pattern))

    // then
    try DocsFiles.check(diagram.svg(), at: "Resources/\(pattern.rawValue)-favourites-star.svg")
  }

  @Test(arguments: Pattern.allCases)
  func todosSaveDiagram_matchesTheCheckedInOne(_ pattern: Pattern) async throws {
    // given the whole run played
    let run = try await Self.diagram(of: Self.todosSave(pattern))

    // when only the save is drawn, through to the list's reload
    var diagram = try #require(run.starting(at: "save"))
    diagram.title += ": save, after add; name Buy milk; due tomorrow"

    // then
    try DocsFiles.check(diagram.svg(), at: "Resources/\(pattern.rawValue)-todos-save.svg")
  }

  @Test func comparisonCharts_matchTheCheckedInOnes() async throws {
    // when compare's figures for every feature are drawn, as the Comparing page shows them
    let kit = await WholeComparison.kit()

    // then each feature's charts are the checked-in picture
    for comparison in kit.features {
      try DocsFiles.check(ComparisonCharts.svg(of: comparison), at: "Resources/compare-\(comparison.feature).svg")
    }
    #expect(kit.features.map(\.feature) == Feature.allCases.map(\.rawValue))
  }

  @Test(arguments: Pattern.allCases)
  func ownershipDiagram_matchesTheCheckedInOne(_ pattern: Pattern) throws {
    let svg = OwnershipGraphs.todos(in: pattern).diagram.svg()

    try DocsFiles.check(svg, at: "Resources/\(pattern.rawValue)-ownership.svg")
  }

  @Test(arguments: Pattern.allCases)
  func ownershipReferences_matchTheStoredPropertiesInTheSources(_ pattern: Pattern) throws {
    // given
    let graph = OwnershipGraphs.todos(in: pattern)
    let boxes = Set(graph.diagram.boxes.map(\.id))

    for reference in graph.diagram.references {
      #expect(boxes.contains(reference.from) && boxes.contains(reference.to), "\(reference) joins unknown boxes")
      if reference.property == OwnershipGraphs.observation {
        // The binding's closure: the view owns a draw cycle, whose onChange captures it weakly.
        let view = try #require(graph.files[reference.to])
        #expect(try Self.storedProperties(in: Self.source(view))["drawCycle"] == false, "\(view) has no drawCycle")
        let binding = try Self.source(OwnershipGraphs.drawCycle)
        #expect(
          binding.contains("withObservationTracking(bind) { [weak self] in"), "DrawCycle no longer captures weakly")
        continue
      }
      if reference.property == OwnershipGraphs.followerWindow {
        // The follower's show and hide: closures the list view hands it, capturing the window weakly.
        let view = try #require(graph.files["TodoListView"])
        let source = try Self.source(view)
        #expect(
          source.contains("show: { [weak window]") && source.contains("hide: { [weak window]"),
          "\(view) no longer hands its follower closures that capture the window weakly")
        continue
      }
      if reference.property == OwnershipGraphs.storeWatch {
        // A store's watcher: a view, or a scoped store, that hands `observe` a closure capturing it weakly.
        let watcher = try #require(graph.files[reference.to])
        let watches =
          watcher == OwnershipGraphs.store
          ? "observe(by: child, isView: false) { [weak child]" : "store.observe(by: self)"
        #expect(try Self.source(watcher).contains(watches), "\(watcher) does not watch its store weakly")
        continue
      }
      // then each reference is a stored property of its holder, weak exactly when drawn dashed
      let file = try #require(graph.files[reference.from], "no source file for \(reference.from)")
      let declarations = try Self.storedProperties(in: Self.source(file))
      let isWeak = try #require(
        declarations[reference.property] as Bool?, "\(file) declares no stored property \(reference.property)")
      #expect(isWeak == reference.isWeak, "\(reference.from).\(reference.property) is \(isWeak ? "" : "not ")weak")
    }

    // and every weak var of those files is drawn
    for (box, file) in graph.files where file != OwnershipGraphs.window {
      for (property, isWeak) in try Self.storedProperties(in: Self.source(file)) where isWeak {
        #expect(
          graph.diagram.references.contains { $0.from == box && $0.property == property && $0.isWeak },
          "\(file): weak var \(property) is not drawn")
      }
    }
  }

  @Test func comparisonPage_holdsTheCurrentCompareOutput() async throws {
    // given
    let path = "Articles/Comparison.md"

    // when `archdemo compare --format markdown` renders the kit's figures
    let output = ComparisonReport.render(await WholeComparison.kit(), as: .markdown)

    // then the copy between the markers is its output, unchanged
    try DocsFiles.update(path) { page in
      let begin = try #require(page.range(of: "<!-- compare:begin -->\n"), "\(path) has no compare:begin marker")
      let end = try #require(page.range(of: "<!-- compare:end -->"), "\(path) has no compare:end marker")
      return String(page[..<begin.upperBound]) + output + String(page[end.lowerBound...])
    }
  }

  /// A run's sequence diagram, made by the code `archdemo run … --diagram` runs, in UTC.
  static func diagram(of arguments: [String]) async throws -> SequenceDiagram {
    guard case .run(let options) = try ArgumentParser.parse(arguments) else {
      throw CommandLineError.usage("not a run: \(arguments)")
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let diagram = try await ArchDemoProgram.play(options, console: RecordingConsole(), drawing: true, calendar: utc)
    return try #require(diagram)
  }

  static func source(_ path: String) throws -> String {
    try String(contentsOf: DocsFiles.package.appendingPathComponent(path), encoding: .utf8)
  }

  /// The properties a source file's top-level types declare (two spaces in), each with whether
  /// it is weak.
  static func storedProperties(in source: String) throws -> [String: Bool] {
    let attributes = #"(?:@\w+\s+)*"#
    let access = #"(?:(?:private|fileprivate|internal|package|public)(?:\(set\))?\s+)*"#
    let declaration = try Regex("^  " + attributes + access + #"(weak\s+)?(?:var|let)\s+(\w+)"#)
    var properties: [String: Bool] = [:]
    for line in source.split(separator: "\n") {
      guard let match = line.firstMatch(of: declaration), let name = match.output[2].substring else { continue }
      properties[String(name)] = match.output[1].substring != nil
    }
    return properties
  }
}
