import Foundation

/// The kit's course (`Examples/Course`) as the tool mutates it: each exercise's solved code —
/// the Swift files of `Exercises/<slug>/`, each file the learner edits taken from
/// `Solutions/<slug>/` instead, as the package compiles them with `ARCHDEMO_COURSE_SOLUTIONS=all`
/// — judged by that exercise's own test target.
enum Course {
  /// The course's package, from the kit's root.
  static let folder = "Examples/Course"

  /// An exercise as `course.json` describes it.
  struct Exercise: Decodable, Equatable {
    var number: Int
    var slug: String
    /// As `course.json` names it: `mvc`, `mvp`, `mvvm`, `viper` or `udf`.
    var pattern: String
    /// The files the learner edits, from the course's folder: `Exercises/<slug>/<name>`.
    var files: [String]
    var testTarget: String

    /// The names of the files the learner edits, each with a solution of the same name.
    var editedNames: Set<String> { Set(files.map { String($0.split(separator: "/").last ?? "") }) }
  }

  private struct Manifest: Decodable {
    var exercises: [Exercise]
  }

  /// The exercises of `course.json`, in its order.
  ///
  /// - Throws: ``MutantsError/usage(_:)`` when the kit has no readable course.
  static func exercises(kit: URL) throws -> [Exercise] {
    let url = kit.appendingPathComponent("\(folder)/course.json")
    do {
      return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url)).exercises
    } catch {
      throw MutantsError.usage("cannot read the course's manifest at \(url.path): \(error)")
    }
  }

  /// The solved code of `exercise`: paths from the kit's root, sorted; an edited file's is the
  /// solution's (`Examples/Course/Solutions/<slug>/<name>`).
  static func solvedFiles(of exercise: Exercise, kit: URL) throws -> [String] {
    let exercises = kit.appendingPathComponent("\(folder)/Exercises/\(exercise.slug)")
    let names = try FileManager.default.contentsOfDirectory(atPath: exercises.path).filter { $0.hasSuffix(".swift") }
    let edited = exercise.editedNames
    return names.map { name in
      edited.contains(name)
        ? "\(folder)/Solutions/\(exercise.slug)/\(name)" : "\(folder)/Exercises/\(exercise.slug)/\(name)"
    }.sorted()
  }

  /// Every candidate of the course: by exercise, then file, line and rewrite. Every operator
  /// applies, ``MutationOperator/courseOnly`` too; `sibling-case` reads the enums of the kit's
  /// `Sources` and of the exercise's solved code, the code its target compiles with.
  static func candidates(kit: URL) throws -> [Mutant] {
    let receivers = try RoleTable.load(kit: kit).receiverSuffixes
    let kitSources = try Suite.kitSources(kit: kit)
    var all: [Mutant] = []
    for exercise in try exercises(kit: kit) {
      let files = try solvedFiles(of: exercise, kit: kit)
      let texts = try files.map { try String(contentsOf: kit.appendingPathComponent($0), encoding: .utf8) }
      let siblings = SiblingCases.table(of: kitSources + texts)
      for (file, text) in zip(files, texts) {
        all += Suite.mutants(
          of: file, text: text, pattern: exercise.pattern, feature: exercise.slug, testTarget: exercise.testTarget,
          receivers: receivers, siblings: siblings, operators: MutationOperator.courseOperators)
      }
    }
    return all
  }

  /// The number of the exercise whose slug is `feature` (`05-mvp-empty-is-error` → 5).
  static func number(ofSlug feature: String) -> Int? {
    Int(feature.prefix { $0.isNumber })
  }
}
