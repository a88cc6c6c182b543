import Foundation
import Harness
import Testing

/// Access levels say who may use a declaration: between the kit's own targets it is `package`,
/// and `public` is kept for what the library products give the course, the benchmarks and the
/// mutation tool. So the pattern modules declare nothing `public`, and the whole kit stays
/// within a small budget; making something public is a decision, not a default.
@Suite("Access levels")
struct AccessLevelTests {
  /// The most `public` declarations `Sources/` may hold.
  static let publicBudget = 250

  /// The number of declarations marked `public` in each target folder of `Sources/`.
  static func publicDeclarations() throws -> [String: Int] {
    let sources = PatternSourceRulesTests.sources
    let declaration = try NSRegularExpression(
      pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*((nonisolated|final|override|required|convenience)\s+)*public\s"#,
      options: .anchorsMatchLines)
    var counts: [String: Int] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let target = String(path.prefix { $0 != "/" })
      counts[target, default: 0] += declaration.numberOfMatches(
        in: text, range: NSRange(text.startIndex..., in: text))
    }
    return counts
  }

  @Test func patternModules_declareNothingPublic() throws {
    let counts = try Self.publicDeclarations()
    for pattern in Pattern.allCases.map(\.displayName) {
      #expect(counts[pattern, default: 0] == 0, "\(pattern) declares \(counts[pattern, default: 0]) public")
    }
  }

  @Test func publicDeclarations_stayWithinTheBudget() throws {
    let counts = try Self.publicDeclarations()
    let total = counts.values.reduce(0, +)
    #expect(total > 0)
    #expect(
      total <= Self.publicBudget,
      "\(total) public declarations: \(counts.filter { $0.value > 0 }.sorted { $0.key < $1.key })")
  }
}
