import Foundation
import Harness
import Testing

/// The Vocabulary page's "One name for one thing" table and its list of events, read against
/// the four patterns' sources: every name it gives is declared where it says, a row whose names
/// differ says why, one name means one set of fields, and every view data type, coordinator or
/// delegate method, list helper and event the patterns declare is on the page.
@Suite(
  "Vocabulary: one name for one thing",
  .enabled(if: Pattern.everyFeatureBuilt, "a tutorial's start: the docs describe the finished kit"))
struct VocabularyPageTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let patterns = ["MVC", "MVP", "MVVM", "VIPER"]

  /// One row of the table: the role, each pattern's names (empty for `—`) and the reason.
  struct Row {
    var role: String
    var names: [String: [String]]
    var why: String
  }

  static func page() throws -> String {
    try String(
      contentsOf: package.appendingPathComponent("Docs/ArchDemo.docc/Articles/Vocabulary.md"), encoding: .utf8)
  }

  /// The rows of the table under `## One name for one thing`.
  static func rows() throws -> [Row] {
    let page = try page()
    let section = try #require(page.range(of: "## One name for one thing")).upperBound
    let lines = page[section...].split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("| role |") }
      .prefix { $0.hasPrefix("|") }
    let header = try #require(lines.first).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(header == ["role", "MVC", "MVP", "MVVM", "VIPER", "why the names differ"])
    return try lines.dropFirst(2).map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      try #require(cells.count == 6, "a row of six cells: \(line)")
      var names: [String: [String]] = [:]
      for (pattern, cell) in zip(patterns, cells[1...5]) {
        names[pattern] = try Self.names(inCell: cell)
      }
      return Row(role: cells[0], names: names, why: cells[5])
    }
  }

  /// `—`, or names in code voice separated by commas.
  static func names(inCell cell: String) throws -> [String] {
    if cell == "—" { return [] }
    return try cell.components(separatedBy: ", ").map { part in
      try #require(part.count > 2 && part.hasPrefix("`") && part.hasSuffix("`"), "not a name in code voice: \(cell)")
      return String(part.dropFirst().dropLast())
    }
  }

  /// The names in code voice of the paragraph under `## Events are named the same everywhere`.
  static func events() throws -> Set<String> {
    let page = try page()
    let section = try #require(page.range(of: "## Events are named the same everywhere")).upperBound
    let paragraph = try #require(page[section...].components(separatedBy: "\n\n").dropFirst().first)
    let listed = paragraph.components(separatedBy: "name is the same in every classic pattern:").last ?? ""
    let sentence = listed.components(separatedBy: ". ").first ?? ""
    return Set(sentence.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
  }

  @Test func everyNameInTheTable_isDeclaredInItsPattern() throws {
    let sources = try Dictionary(uniqueKeysWithValues: Self.patterns.map { ($0, try PatternDeclarations(pattern: $0)) })
    for row in try Self.rows() {
      for pattern in Self.patterns {
        for name in row.names[pattern] ?? [] {
          #expect(sources[pattern]?.declares(name) == true, "\(row.role): \(pattern) declares no \(name)")
        }
      }
    }
  }

  @Test func aRowWhoseNamesDiffer_saysWhy() throws {
    for row in try Self.rows() {
      // given
      let distinct = Set(row.names.values.filter { !$0.isEmpty })

      // then
      #expect(distinct.count <= 1 || !row.why.isEmpty, "\(row.role): the names differ and the row says not why")
    }
  }

  @Test func typesOfOneName_haveTheSameFields() throws {
    var fieldsByName: [String: (pattern: String, fields: [String])] = [:]
    for pattern in Self.patterns {
      let sources = try PatternDeclarations(pattern: pattern)
      for type in sources.viewDataTypes {
        let fields = sources.storedProperties(of: type)
        if let first = fieldsByName[type] {
          #expect(first.fields == fields, "\(type): \(first.pattern) has \(first.fields), \(pattern) \(fields)")
        } else {
          fieldsByName[type] = (pattern, fields)
        }
      }
    }
    #expect(fieldsByName.count >= 10)
  }

  /// A row is drawn as TextUI's `Row`, a title and a detail: every pattern's row view data
  /// names its two lines so, whatever the row shows.
  @Test(arguments: patterns)
  func everyRowsViewData_holdsATitleAndADetail(pattern: String) throws {
    let sources = try PatternDeclarations(pattern: pattern)
    for type in sources.viewDataTypes where type.contains("Row") {
      #expect(sources.storedProperties(of: type) == ["title", "detail"], "\(pattern)'s \(type)")
    }
  }

  @Test(arguments: patterns)
  func everySharedPieceThePatternDeclares_isInTheTable(pattern: String) throws {
    // given
    let sources = try PatternDeclarations(pattern: pattern)
    let listed = Set(try Self.rows().flatMap { $0.names[pattern] ?? [] })

    // when
    let declared = sources.viewDataTypes + sources.handOffProtocols + sources.handOffMethods + sources.listHelpers

    // then
    #expect(!declared.isEmpty)
    for name in declared {
      #expect(listed.contains(name), "\(pattern) declares \(name), which the Vocabulary table does not list")
    }
  }

  @Test(arguments: patterns)
  func everyEventTheLogicHears_isListedOrInTheTable(pattern: String) throws {
    // given
    let sources = try PatternDeclarations(pattern: pattern)
    let events = try Self.events()
    let listed = Set(try Self.rows().flatMap { $0.names[pattern] ?? [] })

    // then: what the logic hears from the view is an event every pattern names alike
    #expect(events.count >= 10)
    for event in events {
      #expect(sources.declares(event), "the page lists the event \(event), which \(pattern) does not declare")
    }
    for name in sources.eventMethods {
      #expect(
        events.contains(name) || listed.contains(name),
        "\(pattern) hears \(name), which the Vocabulary page does not list")
    }
  }
}

/// The declarations of one pattern's sources, read as text: types, functions with their
/// argument labels, and the stored properties of a type.
struct PatternDeclarations {
  let text: String

  init(pattern: String) throws {
    let folder = VocabularyPageTests.package.appendingPathComponent("Sources/\(pattern)")
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var texts: [String] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      texts.append(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
    }
    text = texts.joined(separator: "\n")
  }

  /// Whether `name` — a type, or a function as `name(label:_:)` — is declared.
  func declares(_ name: String) -> Bool {
    guard name.contains("(") else {
      return text.contains(regex: #"\b(struct|class|enum|protocol|typealias) \#(name)\b"#)
    }
    return functions.contains(name)
  }

  /// Every function declared, as `name(label:_:)`.
  var functions: [String] { functions(declaredAs: "func") }

  /// The functions whose declaration starts with `keywords` (`func`, `private func`), as
  /// `name(label:_:)`.
  func functions(declaredAs keywords: String) -> [String] {
    matches(of: #"\#(keywords) (\w+)\(([^)]*)\)"#).map { groups in
      let labels = Self.topLevelParameters(groups[1]).map { parameter -> String in
        let words = parameter.split(separator: ":").first?.split(separator: " ").filter { !$0.isEmpty } ?? []
        return "\(words.first ?? "_"):"
      }
      return "\(groups[0])(\(labels.joined()))"
    }
  }

  /// The view data types: `…ViewData` and `…DisplayItem` structs.
  var viewDataTypes: [String] {
    matches(of: #"struct (\w+(?:ViewData|DisplayItem))\b"#).map { $0[0] }
  }

  /// The protocols through which one screen reports to another or asks to navigate.
  var handOffProtocols: [String] {
    matches(of: #"protocol (\w+(?:Coordinating|ModuleDelegate|ModuleInterface|ViewControllerDelegate))\b"#).map {
      $0[0]
    }
  }

  /// The methods those protocols declare.
  var handOffMethods: [String] {
    methods(ofProtocolsMatching: #"\w+(?:Coordinating|ModuleDelegate|ModuleInterface|ViewControllerDelegate)"#)
  }

  /// The private helpers that load or show a screen's content.
  var listHelpers: [String] {
    functions(declaredAs: "private func").filter { $0.hasPrefix("load") || $0.hasPrefix("show") }
  }

  /// What the logic hears from the view: MVVM's inputs, VIPER's presenter interfaces, the
  /// methods MVP's screens and MVC's actions call.
  var eventMethods: [String] {
    methods(ofProtocolsMatching: #"\w+(?:ViewModelInputs|PresenterInterface)"#)
      + matches(of: #"Trace\.message\(from: "View", to: "\w+", "(\w+)\(([^"]*)"#).compactMap { groups in
        functions.first { $0.hasPrefix(groups[0] + "(") }
      }
  }

  /// The stored properties of `type`, in order.
  func storedProperties(of type: String) -> [String] {
    guard let body = body(of: #"(?:struct|class) \#(type)\b[^{]*\{"#) else { return [] }
    var depth = 0
    var names: [String] = []
    for line in body.split(separator: "\n") {
      if depth == 0, let match = String(line).firstMatch(of: #"^\s*(?:private\(set\) )?(?:let|var) (\w+)"#) {
        names.append(match[0])
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    }
    return names
  }

  private func methods(ofProtocolsMatching name: String) -> [String] {
    matches(of: #"protocol (\#(name))\b"#).flatMap { groups -> [String] in
      guard let body = body(of: #"protocol \#(groups[0])\b[^{]*\{"#) else { return [] }
      return PatternDeclarations(text: body).functions
    }
  }

  private init(text: String) { self.text = text }

  /// The text between the brace the pattern ends with and the brace that closes it.
  private func body(of pattern: String) -> String? {
    guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
    var depth = 1
    var index = range.upperBound
    while index < text.endIndex {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return String(text[range.upperBound..<index]) }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  private func matches(of pattern: String) -> [[String]] {
    text.allMatches(of: pattern)
  }

  /// Splits a parameter list at the commas outside brackets and parentheses (generic arguments
  /// are not looked into: no parameter of the patterns has a generic type with two arguments).
  static func topLevelParameters(_ list: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in list {
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

extension String {
  fileprivate func contains(regex: String) -> Bool {
    range(of: regex, options: .regularExpression) != nil
  }

  /// The capture groups of the first match of `pattern`.
  fileprivate func firstMatch(of pattern: String) -> [String]? {
    allMatches(of: pattern).first
  }

  /// The capture groups of every match of `pattern`.
  fileprivate func allMatches(of pattern: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
      return []
    }
    let whole = NSRange(startIndex..., in: self)
    return expression.matches(in: self, range: whole).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: self).map { String(self[$0]) } ?? ""
      }
    }
  }
}
