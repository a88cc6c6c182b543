import Foundation
import Harness
import Testing

@testable import ArchDemoKit

/// The docs' page on change requests quotes `compare --changes --format markdown` as it is.
@Suite(
  "Docs: the change requests page",
  .enabled(if: Pattern.everyFeatureBuilt, "a tutorial's start: the docs describe the finished kit"))
struct ChangeRequestsPageTests {
  @Test @MainActor func changeRequestsPage_holdsTheCurrentCompareChangesOutput() throws {
    // given
    let path = "Articles/ChangeRequests.md"
    let page = try String(contentsOf: DocsFiles.catalog.appendingPathComponent(path), encoding: .utf8)
    let begin = try #require(page.range(of: "<!-- changes:begin -->\n"), "\(path) has no changes:begin marker")
    let end = try #require(page.range(of: "<!-- changes:end -->"), "\(path) has no changes:end marker")

    // when `archdemo compare --changes --format markdown` runs as the command line runs it
    let console = RecordingConsole()
    try ArchDemoProgram.compareChanges(format: .markdown, console: console)

    // then the copy between the markers is its output, unchanged
    let updated = String(page[..<begin.upperBound]) + console.output + String(page[end.lowerBound...])
    try DocsFiles.check(updated, at: path)
  }
}
