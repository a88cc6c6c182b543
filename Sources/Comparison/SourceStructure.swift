import Foundation
import Harness
import Tracing

/// What a body of Swift code looks like on disk: files, lines of code, types and protocols per
/// role, and its largest file.
///
/// Lines of code are the lines that are neither blank, nor comments, nor trace calls: what a
/// learner reads to follow the pattern. Roles come from file names, as everywhere in the kit
/// (`…Presenter.swift` is a Presenter; view protocols, view data and `…Protocols.swift` are
/// Contracts).
package struct SourceStructure: Hashable, Sendable, Codable {
  /// The counts of one role.
  package struct RoleCount: Hashable, Sendable, Codable {
    /// The role's files.
    package var files = 0
    /// Its lines of code: not blank, not comments, not trace calls.
    package var linesOfCode = 0
    /// The classes, structures, enumerations and actors it declares.
    package var types = 0
    /// The protocols it declares.
    package var protocols = 0
  }

  /// The largest file: where responsibilities pile up.
  package struct LargestFile: Hashable, Sendable, Codable {
    /// The file's name, e.g. `DriversPresenter.swift`.
    package var name: String
    /// The role it plays, e.g. `Presenter`.
    package var role: String
    /// Its lines of code.
    package var linesOfCode: Int
  }

  /// The counts of each role, keyed by the role's name (see ``roleOrder``).
  package var roles: [String: RoleCount] = [:]
  /// The file with the most lines of code, or `nil` for no files.
  package var largestFile: LargestFile?

  /// The files of every role.
  package var files: Int { roles.values.reduce(0) { $0 + $1.files } }
  /// The lines of code of every role.
  package var linesOfCode: Int { roles.values.reduce(0) { $0 + $1.linesOfCode } }
  /// The types every role declares.
  package var types: Int { roles.values.reduce(0) { $0 + $1.types } }
  /// The protocols every role declares.
  package var protocols: Int { roles.values.reduce(0) { $0 + $1.protocols } }

  /// The roles in the order a table shows them.
  package static let roleOrder = Role.allCases.map(\.rawValue)

  private enum CodingKeys: String, CodingKey {
    case roles, largestFile
  }

  /// The sums of every role, which the JSON prints beside the roles for the docs to quote.
  private enum SumKeys: String, CodingKey {
    case files, linesOfCode, types, protocols
  }

  /// Writes the roles and the largest file, then their sums: `files`, `linesOfCode`, `types`
  /// and `protocols`.
  ///
  /// - Parameter encoder: the encoder to write to.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(roles, forKey: .roles)
    try container.encodeIfPresent(largestFile, forKey: .largestFile)
    var sums = encoder.container(keyedBy: SumKeys.self)
    try sums.encode(files, forKey: .files)
    try sums.encode(linesOfCode, forKey: .linesOfCode)
    try sums.encode(types, forKey: .types)
    try sums.encode(protocols, forKey: .protocols)
  }

  /// Reads the code of `feature` in `pattern`: `Sources/<Pattern>/<Feature>` under `root`.
  ///
  /// - Parameters:
  ///   - pattern: the pattern.
  ///   - feature: the feature, whose folder is its name capitalised, e.g. `Drivers`.
  ///   - root: the kit's package folder.
  /// - Returns: the figures, or `nil` when the kit's sources are not there (e.g. an installed
  ///   binary).
  package static func scan(pattern: Pattern, feature: Feature, root: URL) -> SourceStructure? {
    let folder = root.appendingPathComponent("Sources/\(pattern.displayName)/\(feature.folderName)")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
    return scan(files: names.sorted().map { folder.appendingPathComponent($0) })
  }

  /// Reads what `pattern` shares across its features.
  ///
  /// That is every Swift file under `Sources/<Pattern>` outside the feature folders: the
  /// composition root, MVVM's binding, pattern-wide helpers. The `Declarative` folder, the
  /// second view layer, is read on its own (``ViewLayerFigures``). A pattern's `Tracing` folder is
  /// left out, as trace calls are (``codeLines(_:)``): its decorators and formatters report
  /// messages to `--trace`, the kit's machinery, which an app built in the pattern would not have.
  ///
  /// - Parameters:
  ///   - pattern: the pattern.
  ///   - root: the kit's package folder.
  /// - Returns: the figures, or `nil` when the kit's sources are not there.
  package static func scanShared(pattern: Pattern, root: URL) -> SourceStructure? {
    let folder = root.appendingPathComponent("Sources/\(pattern.displayName)")
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return nil }
    let featureFolders = Set(Feature.allCases.map(\.folderName))
    var files: [URL] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      guard let first = path.split(separator: "/").first, !featureFolders.contains(String(first)),
        first != "Tracing", first != "Declarative"
      else { continue }
      files.append(folder.appendingPathComponent(path))
    }
    return scan(files: files.sorted { $0.path < $1.path })
  }

  static func scan(files: [URL]) -> SourceStructure {
    var structure = SourceStructure()
    for url in files where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let name = url.lastPathComponent
      let code = codeLines(text)
      let role = role(ofFile: name, folder: url.deletingLastPathComponent().lastPathComponent, text: text)
      var count = structure.roles[role, default: RoleCount()]
      count.files += 1
      count.linesOfCode += code.count
      count.types += code.filter(declaresType).count
      count.protocols += code.filter(declaresProtocol).count
      structure.roles[role] = count
      if code.count > (structure.largestFile?.linesOfCode ?? -1) {
        structure.largestFile = LargestFile(name: name, role: role, linesOfCode: code.count)
      }
    }
    return structure
  }

  /// The role a file plays, from its name (and, for `…View` files, whether it holds a class).
  package static func role(ofFile name: String, folder: String = "", text: String) -> String {
    (Role.of(file: "\(folder)/\(name)", text: text) ?? .contracts).rawValue
  }

  /// The lines a learner reads: not blank, not comments, not trace calls (``CodeLineReader``),
  /// trimmed of their indentation.
  package static func codeLines(_ text: String) -> [String] {
    var reader = CodeLineReader()
    return text.textLines.filter { reader.isCode($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func declaresType(_ line: String) -> Bool {
    line.range(
      of: #"^(@\w+ )*((public|package|internal|private|fileprivate) )?(final )?(class|struct|enum|actor) \w+"#,
      options: .regularExpression) != nil
  }

  static func declaresProtocol(_ line: String) -> Bool {
    line.range(
      of: #"^(@\w+ )*((public|package|internal|private|fileprivate) )?protocol \w+"#, options: .regularExpression)
      != nil
  }
}

extension Feature {
  /// The folder a pattern keeps the feature in, e.g. `Drivers`.
  var folderName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The word that marks a test double as being for this feature, e.g. `Driver` in `DriversViewMock`.
  var nameStem: [String] {
    switch self {
    case .users: ["User"]
    case .drivers: ["Driver"]
    case .news: ["News", "Article"]
    case .todos: ["Todo"]
    case .melodies: ["Melod"]
    case .favourites: ["Favourite"]
    }
  }
}
