import Foundation

/// What a pattern's code for one feature looks like on disk: files, lines, types and protocols
/// per role, and the tests that name the feature.
public struct SourceStructure: Hashable, Sendable {
  /// The counts of one role.
  public struct RoleCount: Hashable, Sendable {
    public var files = 0
    public var linesOfCode = 0
    public var types = 0
    public var protocols = 0
  }

  public var roles: [String: RoleCount] = [:]
  public var tests = 0

  public var files: Int { roles.values.reduce(0) { $0 + $1.files } }
  public var linesOfCode: Int { roles.values.reduce(0) { $0 + $1.linesOfCode } }
  public var types: Int { roles.values.reduce(0) { $0 + $1.types } }
  public var protocols: Int { roles.values.reduce(0) { $0 + $1.protocols } }
  /// The lines of the largest file: where responsibilities pile up.
  public var largestFile = 0

  /// The roles in the order a table shows them.
  public static let roleOrder = [
    "View", "Controller", "Presenter", "ViewModel", "Interactor", "Router", "Coordinator", "Contracts",
  ]

  /// Reads `Sources/<Pattern>/<Feature>` and `Tests/<Pattern>Tests` under `root`.
  ///
  /// - Returns: `nil` when the kit's sources are not there (e.g. an installed binary).
  public static func scan(pattern: Pattern, feature: Feature, root: URL) -> SourceStructure? {
    let folder = root.appendingPathComponent("Sources/\(pattern.displayName)/\(feature.folderName)")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
    var structure = SourceStructure()
    for name in names.sorted() where name.hasSuffix(".swift") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
      let code = codeLines(text)
      let role = role(ofFile: name, text: text)
      var count = structure.roles[role, default: RoleCount()]
      count.files += 1
      count.linesOfCode += code.count
      count.types += code.filter(declaresType).count
      count.protocols +=
        code.filter { $0.range(of: #"^(public |internal )?protocol \w+"#, options: .regularExpression) != nil }.count
      structure.roles[role] = count
      structure.largestFile = max(structure.largestFile, code.count)
    }
    structure.tests = countTests(in: root.appendingPathComponent("Tests/\(pattern.displayName)Tests"), about: feature)
    return structure
  }

  /// The role a file plays, from its name (and, for `…View` files, whether it holds a class).
  static func role(ofFile name: String, text: String) -> String {
    let base = String(name.dropLast(".swift".count))
    let suffixes: [(String, String)] = [
      ("ViewController", "Controller"), ("TextView", "View"), ("Screen", "View"), ("ViewModelType", "Contracts"),
      ("ViewModel", "ViewModel"), ("Presenter", "Presenter"), ("Interactor", "Interactor"), ("Router", "Router"),
      ("Coordinator", "Coordinator"), ("Protocols", "Contracts"), ("Delegate", "Contracts"),
    ]
    if let match = suffixes.first(where: { base.hasSuffix($0.0) }) { return match.1 }
    if base.hasSuffix("View") || base.hasSuffix("Views") { return text.contains("class ") ? "View" : "Contracts" }
    return "Contracts"
  }

  /// The lines that are code: not blank, not comments.
  static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  static func declaresType(_ line: String) -> Bool {
    line.range(
      of: #"^(@\w+ )*((public|internal|private|fileprivate) )?(final )?(class|struct|enum|actor) \w+"#,
      options: .regularExpression) != nil
  }

  /// The `@Test`s in files whose path names the feature.
  static func countTests(in folder: URL, about feature: Feature) -> Int {
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
    var count = 0
    for case let path as String in files where path.hasSuffix(".swift") {
      guard feature.testFileKeywords.contains(where: path.contains),
        let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      count += codeLines(text).filter { $0.hasPrefix("@Test") }.count
    }
    return count
  }
}

extension Feature {
  /// The folder a pattern keeps the feature in, e.g. `Drivers`.
  var folderName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// Words that mark a test file as being about this feature.
  var testFileKeywords: [String] {
    switch self {
    case .users: ["User"]
    case .drivers: ["Driver"]
    case .news: ["News", "Article"]
    case .todos: ["Todo"]
    case .melodies: ["Melod"]
    }
  }
}
