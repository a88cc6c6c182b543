import Foundation
import Harness
import Tracing

/// What moving a feature from the imperative views to the declarative ones costs a pattern,
/// read from its sources: the logic both view layers share, the logic each needs alone, and the
/// view code of each.
///
/// A feature's imperative code is `Sources/<Pattern>/<Feature>`; its declarative code is
/// `Sources/<Pattern>/Declarative/<Feature>`, whose composition root is
/// `Sources/<Pattern>/Declarative/<Pattern>DeclarativeApp.swift`. A logic role (controller,
/// presenter, view model, interactor, router, coordinator, store, reducer) in the imperative
/// folder is *shared* when the declarative folder or its composition root names a class,
/// structure, enumeration or actor it declares (a protocol both layers' objects conform to, such
/// as a coordinator's, is a contract, not shared logic), and *imperative only* otherwise; every
/// logic role in the declarative folder is *declarative only*. View code is the files of the
/// view and binding roles of each folder. Contracts (protocols, view data) are counted in
/// neither: both layers read them. Lines are lines of code as everywhere in `compare`: not
/// blank, not comments, not trace calls.
package struct ViewLayerFigures: Hashable, Sendable, Codable {
  /// A count of files and their lines of code.
  package struct Count: Hashable, Sendable, Codable {
    /// The files.
    package var files = 0
    /// Their lines of code.
    package var lines = 0

    /// Creates a count.
    ///
    /// - Parameters:
    ///   - files: the files.
    ///   - lines: their lines of code.
    package init(files: Int = 0, lines: Int = 0) {
      self.files = files
      self.lines = lines
    }

    mutating func add(lines: Int) {
      files += 1
      self.lines += lines
    }
  }

  /// Logic the two view layers share: written once, used by both.
  package var sharedLogic = Count()
  /// Logic only the imperative views use (0 where everything is shared).
  package var imperativeOnlyLogic = Count()
  /// Logic only the declarative views use: the second version beside the first, or the new
  /// navigation state a declarative layer needs (0 where everything is shared).
  package var declarativeOnlyLogic = Count()
  /// The imperative views' own code: views and binding.
  package var imperativeViews = Count()
  /// The declarative views' own code: views (and the observable state between a presenter and a
  /// value view).
  package var declarativeViews = Count()

  /// These figures and `other`'s together, count by count.
  func adding(_ other: ViewLayerFigures) -> ViewLayerFigures {
    let sum = { (one: Count, two: Count) in Count(files: one.files + two.files, lines: one.lines + two.lines) }
    return ViewLayerFigures(
      sharedLogic: sum(sharedLogic, other.sharedLogic),
      imperativeOnlyLogic: sum(imperativeOnlyLogic, other.imperativeOnlyLogic),
      declarativeOnlyLogic: sum(declarativeOnlyLogic, other.declarativeOnlyLogic),
      imperativeViews: sum(imperativeViews, other.imperativeViews),
      declarativeViews: sum(declarativeViews, other.declarativeViews))
  }

  /// The logic lines that differ between the two layers: what one layer needs that the other
  /// does not.
  package var differingLogicLines: Int { imperativeOnlyLogic.lines + declarativeOnlyLogic.lines }

  private enum CodingKeys: String, CodingKey {
    case sharedLogic, imperativeOnlyLogic, declarativeOnlyLogic, imperativeViews, declarativeViews
  }

  private enum SumKeys: String, CodingKey {
    case differingLogicLines
  }

  /// Writes every count, then ``differingLogicLines``, for the docs to quote.
  ///
  /// - Parameter encoder: the encoder to write to.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sharedLogic, forKey: .sharedLogic)
    try container.encode(imperativeOnlyLogic, forKey: .imperativeOnlyLogic)
    try container.encode(declarativeOnlyLogic, forKey: .declarativeOnlyLogic)
    try container.encode(imperativeViews, forKey: .imperativeViews)
    try container.encode(declarativeViews, forKey: .declarativeViews)
    var sums = encoder.container(keyedBy: SumKeys.self)
    try sums.encode(differingLogicLines, forKey: .differingLogicLines)
  }

  static let logicRoles: Set<Role> = [
    .controller, .presenter, .viewModel, .interactor, .router, .coordinator, .store, .reducer,
  ]
  static let viewRoles: Set<Role> = [.view, .binding]

  /// Reads the two layers of `feature` in `pattern` under `root`.
  ///
  /// - Returns: the figures, or `nil` when the pattern has no declarative folder for the feature
  ///   (or the kit's sources are not there).
  package static func scan(pattern: Pattern, feature: Feature, root: URL) -> ViewLayerFigures? {
    let sources = root.appendingPathComponent("Sources/\(pattern.displayName)")
    let imperative = files(in: sources.appendingPathComponent(feature.folderName))
    let declarative = files(in: sources.appendingPathComponent("Declarative/\(feature.folderName)"))
    guard !imperative.isEmpty, !declarative.isEmpty else { return nil }
    // The code the declarative views run, their composition root's included (it makes the
    // objects the screens read), not their comments: a doc comment naming the imperative type it
    // stands beside does not share it.
    let composition = files(in: sources.appendingPathComponent("Declarative"))
    let declarativeText = (declarative + composition).flatMap { SourceStructure.codeLines($0.text) }
      .joined(separator: "\n")
    var figures = ViewLayerFigures()
    for file in imperative {
      guard let role = Role.of(file: file.path, text: file.text) else { continue }
      let lines = SourceStructure.codeLines(file.text).count
      if logicRoles.contains(role) {
        let shared = declaredTypes(in: file.text).contains { mentions(declarativeText, $0) }
        if shared { figures.sharedLogic.add(lines: lines) } else { figures.imperativeOnlyLogic.add(lines: lines) }
      } else if viewRoles.contains(role) {
        figures.imperativeViews.add(lines: lines)
      }
    }
    for file in declarative {
      guard let role = Role.of(file: file.path, text: file.text) else { continue }
      let lines = SourceStructure.codeLines(file.text).count
      if logicRoles.contains(role) {
        figures.declarativeOnlyLogic.add(lines: lines)
      } else if viewRoles.contains(role) {
        figures.declarativeViews.add(lines: lines)
      }
    }
    return figures
  }

  private static func files(in folder: URL) -> [(path: String, text: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name)
      return (try? String(contentsOf: url, encoding: .utf8)).map { ("\(folder.lastPathComponent)/\(name)", $0) }
    }
  }

  /// The names of the classes, structures, enumerations and actors `text` declares.
  package static func declaredTypes(in text: String) -> [String] {
    let pattern =
      #"^\s*(@\w+(\(.*\))?\s+)*((public|package|internal|private|fileprivate)\s+)?(final\s+)?(class|struct|enum|actor)\s+(\w+)"#
    let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return (expression?.matches(in: text, range: range) ?? []).compactMap { match in
      Range(match.range(at: 7), in: text).map { String(text[$0]) }
    }
  }

  /// Whether `text` names `type` as a whole word.
  package static func mentions(_ text: String, _ type: String) -> Bool {
    text.range(of: #"\b\#(type)\b"#, options: .regularExpression) != nil
  }
}
