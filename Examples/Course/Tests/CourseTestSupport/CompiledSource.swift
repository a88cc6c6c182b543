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

/// The module names a Swift source imports, in order: `import TextUI` gives `TextUI`.
public func importedModules(in source: String) -> [String] {
  source.split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ").filter { !$0.isEmpty }
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
      words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
    else { return nil }
    return String(words[index + 1])
  }
}
