import Foundation
import Harness
import Testing

/// A target does one job, and a job a reader can take in: no target but a pattern's holds more
/// than 2,000 lines. A target that grows past it is doing a second job; split that job off into
/// a target of its own, as ChangeCosts was from Comparison and ChildProcesses from Course.
@Suite("Target sizes")
struct TargetSizeTests {
  /// The most lines a target other than a pattern's may hold.
  static let lineBudget = 2_000
  /// The pattern targets: the lesson, measured by `compare`, not held to the budget.
  static let patterns = Set(Pattern.allCases.map(\.displayName))

  /// The lines of the Swift files in each target folder of `Sources/`, blank and comment lines
  /// included (what `wc -l` counts).
  static func linesPerTarget() throws -> [String: Int] {
    let sources = PatternSourceRulesTests.sources
    var counts: [String: Int] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let data = try Data(contentsOf: sources.appendingPathComponent(path))
      let target = String(path.prefix { $0 != "/" })
      counts[target, default: 0] += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
    return counts
  }

  @Test func targetsOtherThanThePatterns_holdAtMostTheBudget() throws {
    let counts = try Self.linesPerTarget()
    #expect(counts.count > Self.patterns.count, "no targets read under Sources/")
    for pattern in Self.patterns { #expect(counts[pattern, default: 0] > 0, "no lines read for \(pattern)") }
    let over = counts.filter { !Self.patterns.contains($0.key) && $0.value > Self.lineBudget }
    #expect(over.isEmpty, "over \(Self.lineBudget) lines: \(over.sorted { $0.key < $1.key })")
  }
}
