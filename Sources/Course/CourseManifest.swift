import ConsoleIO
import Domain
import Foundation
import Harness

/// One exercise of the course, as `course.json` describes it.
///
/// Every string comes from a file the kit does not control: it is escaped where it is printed.
struct CourseExercise: Decodable, Hashable, Sendable {
  var number: Int
  /// The exercise's folder name under `Exercises/`, `Tests/` and `Solutions/`.
  var slug: String
  var title: String
  /// `mvc`, `mvp`, `mvvm` or `viper`.
  var pattern: String
  var teaches: String
  /// The files the learner edits, relative to the course folder (`Exercises/<slug>/…`).
  var files: [String]
  var target: String
  /// The test target `check` runs: `swift test --filter <testTarget>`.
  var testTarget: String
  var failingTests: [String]
  /// Hints in the order they are given.
  var hints: [String]
  /// The SHA-256 of each file that judges the exercise and must not change — its tests, the
  /// files of its folder the learner does not edit —, by path from the course folder.
  var protected: [String: String]
  /// The SHA-256 of each of ``files`` as shipped, by path: how `reset` knows the shipped copy.
  var shipped: [String: String]
  /// The known-wrong solutions `Scripts/prove-course` proves failing, in
  /// `WrongSolutions/<slug>/<folder>/`.
  var wrongSolutions: [WrongSolution]

  /// A known-wrong solution: its folder's name, `<k>-<name>`, and what it gets wrong.
  struct WrongSolution: Decodable, Hashable, Sendable {
    var folder: String
    var note: String
  }

  private enum CodingKeys: String, CodingKey {
    case number, slug, title, pattern, teaches, files, target, testTarget, failingTests, hints, protected, shipped
    case wrongSolutions
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      number = try container.decode(Int.self, forKey: .number)
    } catch {
      // `1.5` is JSON, but no exercise number: say so rather than "not valid JSON".
      guard (try? container.decode(Double.self, forKey: .number)) != nil else { throw error }
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath + [CodingKeys.number], debugDescription: "must be a whole number"))
    }
    slug = try container.decode(String.self, forKey: .slug)
    title = try container.decode(String.self, forKey: .title)
    pattern = try container.decode(String.self, forKey: .pattern)
    teaches = try container.decode(String.self, forKey: .teaches)
    files = try container.decode([String].self, forKey: .files)
    target = try container.decode(String.self, forKey: .target)
    testTarget = try container.decode(String.self, forKey: .testTarget)
    // The command line never needs it; the proof script does.
    failingTests = try container.decodeIfPresent([String].self, forKey: .failingTests) ?? []
    hints = try container.decode([String].self, forKey: .hints)
    protected = try container.decodeIfPresent([String: String].self, forKey: .protected) ?? [:]
    shipped = try container.decodeIfPresent([String: String].self, forKey: .shipped) ?? [:]
    wrongSolutions = try container.decodeIfPresent([WrongSolution].self, forKey: .wrongSolutions) ?? []
  }

  /// Where the reference solution of the learner's `file` lives, relative to the course folder.
  func solutionPath(of file: String) -> String {
    "Solutions/\(slug)/" + file.dropFirst("Exercises/\(slug)/".count)
  }
}

/// `Examples/Course/course.json`: the exercises in order.
struct CourseManifest: Decodable, Hashable, Sendable {
  var exercises: [CourseExercise]
  /// The SHA-256 of each file that judges every exercise (the package manifest, the tests'
  /// support), by path from the course folder.
  var protected: [String: String]?

  /// The manifest's file name in the course folder.
  static let fileName = "course.json"

  /// The exercise numbers as a message names them: `1–16`.
  var numbers: String {
    exercises.count == 1 ? "1" : "1–\(exercises.count)"
  }

  /// Reads and validates the manifest in `folder`.
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/data(_:)`` naming the file and what is wrong in it.
  static func load(from folder: URL) throws(CommandLineError) -> CourseManifest {
    let file = folder.appendingPathComponent(fileName)
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .data("cannot read the course manifest \(file.path)")
    }
    let manifest: CourseManifest
    do {
      manifest = try DocumentDecoder.decode(CourseManifest.self, from: data)
    } catch {
      let detail = if case .decoding(let detail) = error { detail } else { "not valid JSON" }
      throw .data("the course manifest \(file.path) is malformed: \(detail)")
    }
    if let problem = manifest.problem { throw .data("the course manifest \(file.path) is malformed: \(problem)") }
    return manifest
  }

  /// What makes a decoded manifest unusable, or `nil` when it is sound.
  var problem: String? {
    guard !exercises.isEmpty else { return "it lists no exercises" }
    let patterns = Pattern.allCases.map(\.rawValue)
    var slugs: Set<String> = []
    var targets: Set<String> = []
    for (index, exercise) in exercises.enumerated() {
      let place = "exercises[\(index)]"
      guard exercise.number == index + 1 else {
        return "\(place).number is \(exercise.number); exercises are numbered 1, 2, 3… in order"
      }
      guard Self.isSlug(exercise.slug) else {
        return "\(place).slug '\(exercise.slug)' must be letters, digits, '-' and '_'"
      }
      guard slugs.insert(exercise.slug).inserted else { return "\(place).slug '\(exercise.slug)' is used twice" }
      guard !exercise.title.trimmingCharacters(in: .whitespaces).isEmpty else { return "\(place).title is empty" }
      guard patterns.contains(exercise.pattern) else {
        return "\(place).pattern is '\(exercise.pattern)' (patterns: \(patterns.joined(separator: ", ")))"
      }
      for (name, value) in [("target", exercise.target), ("testTarget", exercise.testTarget)] {
        guard Self.isIdentifier(value) else { return "\(place).\(name) '\(value)' is not a Swift target name" }
        guard targets.insert(value).inserted else { return "\(place).\(name) '\(value)' is used twice" }
      }
      guard !exercise.files.isEmpty else { return "\(place).files is empty" }
      for (fileIndex, file) in exercise.files.enumerated() where !Self.isInside(file, "Exercises/\(exercise.slug)/") {
        return "\(place).files[\(fileIndex)] '\(file)' must be a file under Exercises/\(exercise.slug)/"
      }
      if let problem = Self.checksumProblem(exercise.protected, "\(place).protected") { return problem }
      if let problem = Self.checksumProblem(exercise.shipped, "\(place).shipped") { return problem }
      if let file = exercise.shipped.keys.sorted().first(where: { !exercise.files.contains($0) }) {
        return "\(place).shipped names '\(file)', which is not one of its files"
      }
    }
    return Self.checksumProblem(protected ?? [:], "protected")
  }

  /// What is wrong with a table of checksums: a path outside the course, or no SHA-256.
  private static func checksumProblem(_ checksums: [String: String], _ place: String) -> String? {
    for (path, digest) in checksums.sorted(by: { $0.key < $1.key }) {
      guard isInside(path, "") else { return "\(place) names '\(path)', which is not a path inside the course" }
      guard digest.count == 64,
        digest.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
      else { return "\(place)['\(path)'] is not a SHA-256 in lowercase hex" }
    }
    return nil
  }

  private static func isSlug(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix(".") && text.unicodeScalars.allSatisfy { isWordCharacter($0) || $0 == "-" }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy(isWordCharacter)
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// Whether `path` names a file below `folder` without leaving it (`..`) or being absolute.
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    guard path.hasPrefix(folder), path.count > folder.count else { return false }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
      && !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
  }
}
