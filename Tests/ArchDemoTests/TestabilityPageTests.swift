import Comparison
import Foundation
import Testing

/// The testing page's mutation figures: generated from the committed run, never typed.
@Suite("Docs: mutation figures")
struct TestabilityPageTests {
  @Test func testingPage_holdsTheCommittedMutationFigures() throws {
    // given
    let path = "Articles/TestingEachPattern.md"
    let results = try #require(MutationResults.load(root: DocsFiles.package), "no Tools/Mutants/Results/mutants.json")

    // when
    let figures = TestabilityReport.markdown(results)

    // then the copy between the markers is the report, unchanged
    try DocsFiles.update(path) { page in
      let begin = try #require(page.range(of: "<!-- mutants:begin -->\n"), "\(path) has no mutants:begin marker")
      let end = try #require(page.range(of: "<!-- mutants:end -->"), "\(path) has no mutants:end marker")
      return String(page[..<begin.upperBound]) + figures + String(page[end.lowerBound...])
    }
  }

  @Test func report_showsEveryPatternAndAWorkedExampleEach() {
    // given two MVP mutants, one caught by its own tests and one that survives
    let record = { (line: Int, own: Bool) in
      MutationResults.Record(
        file: "Sources/MVP/Drivers/DriversView.swift", line: line, mutationOperator: "drop-call",
        before: "presenter.searchCleared()", after: "_ = ()", pattern: "MVP", feature: "drivers",
        killedByOwnTests: own, killedByParity: false, caughtBy: own ? "clear()" : nil)
    }
    let results = MutationResults(date: "2026-11-24", machine: "test", records: [record(10, true), record(20, false)])

    // when
    let markdown = TestabilityReport.markdown(results)

    // then
    #expect(
      markdown.contains("| MVP | – | 1 / 2 (2) | – | – | – | – | – | 2 | 2 | 1 | 0 | 1 | 50% | 50% | 50% | 50% |"))
    #expect(
      markdown.contains(
        "- **MVP**: `Sources/MVP/Drivers/DriversView.swift:20`, drop-call (a message never sent in the view)"))
    #expect(!markdown.contains("MVC"))
  }
}
