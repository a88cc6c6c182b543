import Foundation
import Harness
import Instrumentation
import TextUI

/// The tests and test doubles of one pattern's test target, read from its sources.
///
/// A test belongs to the feature its Swift Testing tag names — on the `@Test` itself or on an
/// enclosing `@Suite` — or to the pattern's plumbing (`.plumbing`). Every test must carry
/// exactly one such tag; ``untagged`` lists those that do not, and a test of the kit fails
/// when that list is not empty. Test cases count each argument of a parameterised test.
package struct TestInventory: Hashable, Sendable {
  /// One `@Test` function.
  package struct TestFunction: Hashable, Sendable {
    /// The function's name, e.g. `searchWithAccentlessQuery_findsAccentedDriver`.
    package var name: String
    /// The file it is in, relative to the test target's folder.
    package var file: String
    /// The feature and plumbing tags it carries, directly or through its suites.
    package var tags: [String]
    /// How many cases it runs: 1, or the number of its arguments.
    package var cases: Int
  }

  /// Every `@Test` function of the target, sorted by file, then name.
  package var tests: [TestFunction] = []
  /// The test doubles declared in the target: types named `…Mock`, `…Spy`, `…Stub`, `…Fake`.
  package var doubles: [String] = []

  /// The tags that assign a test to a feature or to plumbing.
  package static let assigningTags = Feature.allCases.map(\.rawValue) + ["plumbing"]

  /// The tests that carry no assigning tag, or more than one, as `file: name`.
  package var untagged: [String] {
    tests.filter { $0.tags.count != 1 }.map { "\($0.file): \($0.name)" }
  }

  /// The tests assigned to `tag` (a feature's name, or `plumbing`).
  ///
  /// - Parameter tag: the tag's name, without the dot.
  /// - Returns: the tests carrying that tag and no other assigning tag.
  package func tests(taggedWith tag: String) -> [TestFunction] {
    tests.filter { $0.tags == [tag] }
  }

  /// The doubles whose names say they stand in for something of `feature`.
  ///
  /// - Parameter feature: the feature, e.g. ``Harness/Feature/drivers`` for `DriversViewMock`.
  /// - Returns: the doubles' names, sorted.
  package func doubles(for feature: Feature) -> [String] {
    doubles.filter { name in feature.nameStem.contains { name.contains($0) } }
  }

  /// Reads every Swift file under `Tests/<Pattern>Tests` in `root`.
  ///
  /// - Parameters:
  ///   - pattern: the pattern whose test target to read.
  ///   - root: the kit's package folder.
  /// - Returns: the inventory, or `nil` when the kit's sources are not there.
  package static func scan(pattern: Pattern, root: URL) -> TestInventory? {
    let folder = root.appendingPathComponent("Tests/\(pattern.displayName)Tests")
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return nil }
    var inventory = TestInventory()
    for case let path as String in walker where path.hasSuffix(".swift") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { continue }
      inventory.read(text, file: path)
    }
    inventory.tests.sort { ($0.file, $0.name) < ($1.file, $1.name) }
    inventory.doubles.sort()
    return inventory
  }

  /// Adds the tests and doubles declared in `text`.
  mutating func read(_ text: String, file: String) {
    let source = SwiftSource(text)
    var depth = 0
    var suiteTags: [(depth: Int, tags: [String])] = []
    var pendingSuiteTags: [String]?
    var index = 0
    while index < source.count {
      let char = source[index]
      if char == "{" {
        depth += 1
        if let tags = pendingSuiteTags {
          suiteTags.append((depth, tags))
          pendingSuiteTags = nil
        }
      } else if char == "}" {
        suiteTags.removeAll { $0.depth == depth }
        depth -= 1
      } else if char == "@", let attribute = source.attribute(at: index) {
        if attribute.name == "Suite" {
          pendingSuiteTags = Self.tags(in: attribute.arguments)
        } else if attribute.name == "Test" {
          let inherited = suiteTags.flatMap(\.tags)
          let own = Self.tags(in: attribute.arguments)
          let name = source.functionName(after: attribute.end) ?? "?"
          tests.append(
            TestFunction(
              name: name, file: file, tags: Array(Set(inherited + own)).sorted(),
              cases: Self.caseCount(in: attribute.arguments)))
        }
        index = attribute.end
        continue
      } else if let word = source.word(at: index), ["struct", "class", "enum", "actor"].contains(word.text) {
        if let name = source.word(at: source.skipSpaces(from: word.end)),
          ["Mock", "Spy", "Stub", "Fake"].contains(where: { name.text.hasSuffix($0) })
        {
          doubles.append(name.text)
        }
        index = word.end
        continue
      } else if char == "\"" || char == "/" {
        index = source.skipLiteralOrComment(at: index)
        continue
      }
      index += 1
    }
  }

  /// The assigning tags named in an attribute's arguments, e.g. `.tags(.drivers)`.
  static func tags(in arguments: String) -> [String] {
    guard let range = arguments.range(of: ".tags(") else { return [] }
    let list = arguments[range.upperBound...].prefix { $0 != ")" }
    return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
      .filter { assigningTags.contains($0) }
  }

  /// How many cases a test runs: the product of its argument collections' sizes.
  ///
  /// Array literals are counted element by element; `X.allCases` of the kit's own enums by
  /// their cases; `zip(a, b)` by the shorter; anything else counts as one case.
  static func caseCount(in arguments: String) -> Int {
    guard let range = arguments.range(of: "arguments:") else { return 1 }
    let collections = SwiftSource.topLevelItems(of: String(arguments[range.upperBound...]))
    return collections.map(size(of:)).reduce(1, *)
  }

  static func size(of collection: String) -> Int {
    let expression = collection.trimmingCharacters(in: .whitespacesAndNewlines)
    if expression.hasPrefix("["), expression.hasSuffix("]") {
      return SwiftSource.topLevelItems(of: String(expression.dropFirst().dropLast())).count
    }
    if expression.hasPrefix("zip("), expression.hasSuffix(")") {
      let pair = SwiftSource.topLevelItems(of: String(expression.dropFirst(4).dropLast()))
      return pair.map(size(of:)).min() ?? 1
    }
    let known: [String: Int] = [
      "Pattern.allCases": Pattern.allCases.count, "Feature.allCases": Feature.allCases.count,
      "Fault.allCases": Fault.allCases.count, "UserAction.Kind.allCases": UserAction.Kind.allCases.count,
    ]
    return known[expression] ?? 1
  }
}
