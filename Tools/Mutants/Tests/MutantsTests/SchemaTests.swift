import Foundation
import Testing

@testable import mutants

/// What a schema writes for fixed lines: each switch on the mutated line, every original
/// statement at its own line number, and what no switch can hold left for a build of its own.
@Suite("mutants: schemata")
struct SchemaTests {
  static let file = "Sources/MVP/Drivers/DriversPresenter.swift"

  /// The mutants every operator makes of `text`, as the suite would find them.
  static func mutants(of text: String) -> [Mutant] {
    let lines = text.components(separatedBy: "\n").map(SourceLine.init)
    var found: [Mutant] = []
    for (index, line) in lines.enumerated() {
      let next = lines.indices.contains(index + 1) ? lines[index + 1] : nil
      for mutation in LineMutator.mutations(
        of: line, next: next, receivers: OperatorTests.receivers, siblings: ["loading": "empty"])
      {
        found.append(
          Mutant(
            id: "\(index):\(mutation.mutationOperator.rawValue):\(found.count)", file: file, line: index + 1,
            mutationOperator: mutation.mutationOperator, before: line.text.trimmingWhitespace(),
            after: mutation.after.trimmingWhitespace(), pattern: "MVP", feature: "drivers"))
      }
    }
    return found
  }

  static func schema(_ text: String, only kinds: Set<MutationOperator>? = nil) -> (Schema, [String]) {
    let mutants = mutants(of: text).filter { kinds?.contains($0.mutationOperator) ?? true }
    let schema = Schema.make(mutants) { _ in text }
    return (schema, (schema.files[file] ?? text).components(separatedBy: "\n"))
  }

  @Test func aStatement_isSwitchedOnItsOwnLine() {
    let text = """
      func refresh() {
        view?.showLoading()
        count += 1
      }
      """
    let (schema, lines) = Self.schema(text, only: [.dropCall, .dropAssignment])
    #expect(lines.count == 4)
    #expect(lines[1] == "  if mutantIsActive(1) { _ = () } else { view?.showLoading() }")
    #expect(lines[2] == "  if mutantIsActive(2) { _ = () } else { count += 1 }")
    #expect(schema.switched.count == 2 && schema.unswitched.isEmpty)
  }

  @Test func aCondition_isSwitchedInsideItsParentheses() {
    let (_, lines) = Self.schema(
      "  if rows.count < limit {\n    x()\n  }", only: [.flipCondition, .relationalBoundary])
    #expect(
      lines[0]
        == "  if (mutantIsActive(1) ? (!(rows.count < limit)) : mutantIsActive(2) ? (rows.count <= limit) : (rows.count < limit)) {"
    )
  }

  @Test func anEarlyReturn_followsTheOpeningBrace() {
    let (_, lines) = Self.schema("  func show() {\n    x()\n  }", only: [.returnEarly])
    #expect(lines[0] == "  func show() { if mutantIsActive(1) { return }")
  }

  @Test func aSwap_keepsEachOriginalStatementOnItsLine() {
    let text = """
      func save() {
        store.save(item)
        router.close()
      }
      """
    let (schema, lines) = Self.schema(text, only: [.swapStatements])
    #expect(lines[1] == "  if mutantIsActive(1) { router.close(); store.save(item) } else { store.save(item)")
    #expect(lines[2] == "  router.close() }")
    #expect(schema.switched.count == 1)
  }

  @Test func aCaseLabel_staysInFrontOfTheSwitch() {
    let (_, lines) = Self.schema("  switch x {\n  case .a: view.show()\n  }", only: [.dropCall])
    #expect(lines[1] == "  case .a: if mutantIsActive(1) { break } else { view.show() }")
  }

  @Test func anInitialValue_keepsItsEffectsOutside() {
    let (_, lines) = Self.schema("    let same = try await a == b", only: [.flipCondition])
    #expect(lines[0] == "    let same = try await (mutantIsActive(1) ? (a != b) : (a == b))")
  }

  @Test func aDeclarationsModifier_andAStatementAcrossLines_getBuildsOfTheirOwn() {
    let text = """
      weak var view: View?
      func f() {
        show(a == b,
          c)
      }
      """
    let (schema, lines) = Self.schema(text, only: [.weakToStrong, .flipCondition])
    #expect(schema.switched.isEmpty)
    #expect(Set(schema.unswitched.map(\.mutationOperator)) == [.weakToStrong, .flipCondition])
    #expect(lines == text.components(separatedBy: "\n"))
  }

  @Test func compilerErrors_areReadAsFileAndLine() {
    let root = URL(fileURLWithPath: "/tmp/copy")
    let output = """
      /tmp/copy/Sources/MVP/A.swift:12:5: error: cannot find 'x' in scope
      /tmp/copy/Sources/MVP/A.swift:13:5: warning: unused
      """
    let errors = Workspace.compilerErrors(in: output, root: root)
    #expect(errors.count == 1 && errors[0].0 == "Sources/MVP/A.swift" && errors[0].1 == 12)
  }

  @Test func anErrorAwayFromEverySwitch_refusesOnlyTheSwitchesOfItsBlock() {
    let text = """
      func first() {
        view?.showLoading()
      }
      func second() {
        count += 1
        let total: Int
        total = count
        let doubled = total * 2
        let tripled = total * 3
        print(doubled + tripled)
      }
      """
    let (schema, _) = Self.schema(text, only: [.dropCall, .dropAssignment])
    // Line 10 reads `total` through `doubled`, unset when line 7 is dropped: no switch is near
    // it, and the switches of `second` go, not those of `first`.
    #expect(schema.mutants(in: Self.file, near: 10).isEmpty)
    #expect(schema.mutants(in: Self.file, enclosing: 10).map(\.line).sorted() == [5, 7])
    // The closing brace of `first` belongs to its block.
    #expect(schema.mutants(in: Self.file, enclosing: 3).map(\.line) == [2])
  }

  @Test func aLineGoingOnFromTheOneBefore_isNoStatement() {
    let text = """
      let plain =
        before == separator || before < 0x80
        || (before & 0xC0 == 0x80 && next < 0xCC)
      """
    let lines = text.components(separatedBy: "\n").map(SourceLine.init)
    #expect(!Unit.isWhole(lines[2], previous: lines[1], next: nil))
    #expect(!Unit.isWhole(SourceLine("  && lhs.list == rhs.list"), previous: nil, next: nil))
    #expect(Unit.isWhole(SourceLine("  view?.showLoading()"), previous: nil, next: nil))
  }
}
