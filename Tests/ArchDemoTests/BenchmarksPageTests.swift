import Foundation
import Testing

/// The docs' benchmarks page shows the recorded run's tables as `Benchmarks/README.md` has them,
/// which pasted them from `archbench`'s output: copied between markers, never typed.
@Suite("Docs: the benchmark results")
struct BenchmarksPageTests {
  static let begin = "<!-- archbench results: begin -->"
  static let end = "<!-- archbench results: end -->"

  /// Where the text between the markers is, or `nil` when either is missing.
  static func results(in text: String) -> Range<String.Index>? {
    guard let start = text.range(of: begin), let stop = text.range(of: end), start.upperBound <= stop.lowerBound
    else { return nil }
    return start.upperBound..<stop.lowerBound
  }

  @Test func benchmarksPage_holdsTheReadmeResultsUnchanged() throws {
    // given the recorded run in the benchmarks' README
    let readme = try String(
      contentsOf: DocsFiles.package.appendingPathComponent("Benchmarks/README.md"), encoding: .utf8)
    let recorded = try #require(Self.results(in: readme), "Benchmarks/README.md has no archbench results markers")

    // when the page's copy is read
    let path = "Articles/Benchmarks.md"
    let page = try String(contentsOf: DocsFiles.catalog.appendingPathComponent(path), encoding: .utf8)
    let copy = try #require(Self.results(in: page), "\(path) has no archbench results markers")

    // then it is the README's, unchanged
    let updated = page.replacingCharacters(in: copy, with: readme[recorded])
    try DocsFiles.check(updated, at: path)
  }
}
