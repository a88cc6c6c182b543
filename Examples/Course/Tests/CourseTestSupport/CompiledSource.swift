// Support for the course's tests: the text of the file an exercise's target really compiled,
// so that a test can check a lesson that is structural (an import a role must not have, a
// decision a view must not make) on the learner's code, a solution or a known-wrong solution.
import Foundation

/// The course folder (Examples/Course), found from this file's path.
private let courseFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The text of `file` as exercise `slug`'s target compiles it, chosen as Package.swift chooses:
/// a known-wrong solution's copy when ARCHDEMO_COURSE_WRONG names one that holds it, the
/// reference solution's when ARCHDEMO_COURSE_SOLUTIONS (or the wrong solution) takes it from
/// there, the learner's in Exercises/<slug>/ otherwise.
///
/// - Parameters:
///   - file: a file name of the exercise, e.g. `UsersPresenter.swift`.
///   - slug: the exercise's folder name, e.g. `08-mvp-port-users`.
public func compiledSource(of file: String, inExercise slug: String) throws -> String {
  try String(contentsOf: compiledSourceURL(of: file, inExercise: slug), encoding: .utf8)
}

/// Where the file `compiledSource(of:inExercise:)` reads lives.
public func compiledSourceURL(of file: String, inExercise slug: String) -> URL {
  let environment = ProcessInfo.processInfo.environment
  let number = Int(slug.prefix { $0.isNumber }) ?? 0
  let solution = courseFolder.appendingPathComponent("Solutions/\(slug)/\(file)")
  if let round = environment["ARCHDEMO_COURSE_WRONG"].flatMap({ Int($0) }) {
    let root = courseFolder.appendingPathComponent("WrongSolutions/\(slug)")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    if let name = folders.first(where: { $0.hasPrefix("\(round)-") }) {
      let wrong = root.appendingPathComponent("\(name)/\(file)")
      if FileManager.default.fileExists(atPath: wrong.path) { return wrong }
      if FileManager.default.fileExists(atPath: solution.path) { return solution }
    }
  }
  let words = (environment["ARCHDEMO_COURSE_SOLUTIONS"] ?? "").split(separator: ",").map {
    $0.trimmingCharacters(in: .whitespaces)
  }
  if (words.contains("all") || words.contains(String(number))),
    FileManager.default.fileExists(atPath: solution.path)
  {
    return solution
  }
  return courseFolder.appendingPathComponent("Exercises/\(slug)/\(file)")
}

/// The module names a Swift source imports, in order, in every form an import takes:
/// `import TextUI`, `@testable import TextUI`, `@_exported public import TextUI`,
/// `@_spi(Internal) import TextUI`, `import struct TextUI.Row`, `import TextUI.Sub` and
/// `import A; import B` all name `TextUI` (or `A`, `B`); tabs count as spaces, and what
/// follows `//` or sits inside `/* … */` is not code.
public func importedModules(in source: String) -> [String] {
  let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
  let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open"]
  var modules: [String] = []
  for statement in code(of: source).split(whereSeparator: { $0 == ";" || $0.isNewline }) {
    var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    // Attributes (`@_spi(Name)`, its argument perhaps spaced) and access modifiers.
    while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
      words = words.dropFirst()
      if first.contains("("), !first.contains(")") {
        while let next = words.first, !next.contains(")") { words = words.dropFirst() }
        words = words.dropFirst()
      }
    }
    guard words.first == "import" else { continue }
    words = words.dropFirst()
    if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
    if let path = words.first, let module = path.split(separator: ".").first { modules.append(String(module)) }
  }
  return modules
}

/// `source` with its comments blanked out; string literals are kept (an import is never in one).
private func code(of source: String) -> String {
  var result = ""
  var index = source.startIndex
  var blockDepth = 0
  while index < source.endIndex {
    let rest = source[index...]
    if blockDepth > 0 {
      if rest.hasPrefix("*/") {
        blockDepth -= 1
        index = source.index(index, offsetBy: 2)
      } else if rest.hasPrefix("/*") {
        blockDepth += 1
        index = source.index(index, offsetBy: 2)
      } else {
        if source[index].isNewline { result.append("\n") }
        index = source.index(after: index)
      }
    } else if rest.hasPrefix("/*") {
      blockDepth = 1
      index = source.index(index, offsetBy: 2)
    } else if rest.hasPrefix("//") {
      index = rest.firstIndex(where: \.isNewline) ?? source.endIndex
    } else {
      result.append(source[index])
      index = source.index(after: index)
    }
  }
  return result
}
