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

  private enum CodingKeys: String, CodingKey {
    case number, slug, title, pattern, teaches, files, target, testTarget, failingTests, hints
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
  }

  /// Where the reference solution of the learner's `file` lives, relative to the course folder.
  func solutionPath(of file: String) -> String {
    "Solutions/\(slug)/" + file.dropFirst("Exercises/\(slug)/".count)
  }
}

/// `Examples/Course/course.json`: the exercises in order.
struct CourseManifest: Decodable, Hashable, Sendable {
  var exercises: [CourseExercise]

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
