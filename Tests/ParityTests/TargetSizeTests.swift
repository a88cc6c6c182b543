import Foundation
import Harness
import Testing

/// A target does one job, and a job a reader can take in: no machinery target holds more than
/// 2,000 lines. A target that grows past it is doing a second job; split that job off into a
/// target of its own, as ChangeCosts was from Comparison and ChildProcesses from Course.
///
/// Two kinds of target are held to other limits. A pattern's is the lesson, measured by
/// `compare`. `Domain` holds the rules every feature shares, so it grows with the features, not
/// with a second job: it may reach 2,600 lines, and none of its files more than 200, the size a
/// rule can be read in at once.
@Suite("Target sizes")
struct TargetSizeTests {
  /// The most lines a target other than a pattern's may hold.
  static let lineBudget = 2_000
  /// The pattern targets: the lesson, measured by `compare`, not held to the budget.
  static let patterns = Set(Pattern.allCases.map(\.displayName))
  /// The shared rules of every feature, and what they may grow to.
  static let domain = "Domain"
  static let domainBudget = 2_600
  /// The most lines one file of `Domain` may hold.
  static let domainFileBudget = 200

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
    let machinery = counts.filter { !Self.patterns.contains($0.key) && $0.key != Self.domain }
    #expect(machinery.count > 10, "the machinery targets were read")
    let over = machinery.filter { $0.value > Self.lineBudget }
    #expect(over.isEmpty, "over \(Self.lineBudget) lines: \(over.sorted { $0.key < $1.key })")
  }

  @Test func domain_holdsAtMostItsBudget_andNoFileOverTwoHundredLines() throws {
    let total = try #require(try Self.linesPerTarget()[Self.domain], "no lines read for Domain")
    #expect(total <= Self.domainBudget, "Domain holds \(total) lines, over its \(Self.domainBudget)")

    let folder = PatternSourceRulesTests.sources.appendingPathComponent(Self.domain)
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var files = 0
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      files += 1
      let data = try Data(contentsOf: folder.appendingPathComponent(path))
      let lines = data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      #expect(lines <= Self.domainFileBudget, "Domain/\(path) holds \(lines) lines, over \(Self.domainFileBudget)")
    }
    #expect(files > 10, "Domain's files were read")
  }
}
