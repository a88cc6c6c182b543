import Foundation
import Testing

/// The course's manifest as `archdemo course` reads it.
struct CourseManifest: Decodable {
  struct Exercise: Decodable {
    var number: Int
    var slug: String
    var title: String
    var pattern: String
    var teaches: String
    var files: [String]
    var target: String
    var testTarget: String
    var failingTests: [String]
    var hints: [String]
  }

  var exercises: [Exercise]

  /// The course folder: Examples/Course.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func load() throws -> CourseManifest {
    try JSONDecoder().decode(CourseManifest.self, from: Data(contentsOf: folder.appendingPathComponent("course.json")))
  }
}

/// course.json against the folders, the tests and the README's table.
///
/// Whether each exercise fails as shipped and passes with its solution, and whether
/// Package.swift builds the targets course.json names, is proved by Scripts/prove-course.
@Suite("Course manifest")
struct CourseManifestTests {
  static let patterns = ["mvc", "mvp", "mvvm", "viper", "udf"]
  let folder = CourseManifest.folder

  /// The patterns' exercises come first, each pattern's together, in the patterns' order; the
  /// exercises on where work runs follow them, each in the pattern it is written in.
  @Test func exercises_areNumberedInReadingOrder_atLeastFourPerPattern() throws {
    // given
    let exercises = try CourseManifest.load().exercises
    let patternsEnd =
      exercises.indices.dropFirst().first {
        Self.rank(exercises[$0].pattern) < Self.rank(exercises[$0 - 1].pattern)
      } ?? exercises.endIndex
    let byPattern = exercises[..<patternsEnd]

    // then
    #expect(exercises.map(\.number) == Array(1...exercises.count))
    for pattern in Self.patterns {
      #expect(byPattern.filter { $0.pattern == pattern }.count >= 4, "\(pattern)")
    }
  }

  @Test func everyExercise_namesItsSlugTargetsAndTestsConsistently() throws {
    for exercise in try CourseManifest.load().exercises {
      let number = exercise.number < 10 ? "0\(exercise.number)" : "\(exercise.number)"
      #expect(exercise.slug.hasPrefix("\(number)-\(exercise.pattern)-"), "\(exercise.slug)")
      #expect(exercise.target.hasPrefix("E\(number)\(exercise.pattern.uppercased())"), "\(exercise.target)")
      #expect(exercise.testTarget == "\(exercise.target)Tests")
      #expect(!exercise.failingTests.isEmpty && exercise.hints.count >= 2, "\(exercise.slug)")
    }
  }

  @Test func everyEditedFile_isInItsExerciseFolder_withASolutionOfTheSameName() throws {
    let files = FileManager.default
    for exercise in try CourseManifest.load().exercises {
      let names = exercise.files.map { URL(fileURLWithPath: $0).lastPathComponent }
      #expect(exercise.files == names.map { "Exercises/\(exercise.slug)/\($0)" }, "\(exercise.slug)")
      for name in names {
        #expect(files.fileExists(atPath: path("Exercises", exercise.slug, name)), "\(exercise.slug)/\(name)")
      }
      let solutions = try files.contentsOfDirectory(atPath: path("Solutions", exercise.slug))
      #expect(Set(solutions) == Set(names), "Solutions/\(exercise.slug) holds other files than the edited ones")
    }
  }

  @Test func everyExercise_opensWithACommentSayingWhatItTeaches() throws {
    for exercise in try CourseManifest.load().exercises {
      let sources = try FileManager.default.contentsOfDirectory(atPath: path("Exercises", exercise.slug))
      let openings = try sources.map {
        try String(contentsOfFile: path("Exercises", exercise.slug, $0), encoding: .utf8)
      }
      let number = exercise.number < 10 ? "0\(exercise.number)" : "\(exercise.number)"
      let heading = openings.filter { $0.hasPrefix("// Exercise \(number) · ") }
      #expect(heading.count == 1, "\(exercise.slug): one file opens with \"// Exercise \(number) · …\"")
      #expect(
        heading.allSatisfy { $0.contains("What it teaches:") && $0.contains("Where to look:") }, "\(exercise.slug)")
    }
  }

  @Test func everyFailingTest_isATestOfTheExercise() throws {
    for exercise in try CourseManifest.load().exercises {
      let testFolder = path("Tests", exercise.slug)
      let sources = try FileManager.default.contentsOfDirectory(atPath: testFolder).filter { $0.hasSuffix(".swift") }
      let text = try sources.map { try String(contentsOfFile: "\(testFolder)/\($0)", encoding: .utf8) }.joined()
      for name in exercise.failingTests {
        #expect(text.contains("func \(name)("), "\(exercise.slug): no test named \(name)")
      }
    }
  }

  @Test func readmeTable_listsTheExercisesOfTheManifest() throws {
    // given
    let readme = try String(contentsOfFile: path("README.md"), encoding: .utf8)
    let table = Self.table(of: try CourseManifest.load())
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_COURSE_TABLE"] == "1" {
      try Self.replacingTable(in: readme, with: table).write(
        toFile: path("README.md"), atomically: true, encoding: .utf8)
    }

    // then
    #expect(
      try Self.table(in: String(contentsOfFile: path("README.md"), encoding: .utf8)) == table,
      "README.md's table differs from course.json; rewrite it with ARCHDEMO_RECORD_COURSE_TABLE=1")
  }

  @Test func docsArticleTable_listsTheExercisesOfTheManifest() throws {
    // given: the catalog's course article, Docs/ArchDemo.docc/Articles/Course.md in the kit
    let article = folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/ArchDemo.docc/Articles/Course.md").path
    let table = Self.table(of: try CourseManifest.load())
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_COURSE_TABLE"] == "1" {
      let text = try String(contentsOfFile: article, encoding: .utf8)
      try Self.replacingTable(in: text, with: table).write(toFile: article, atomically: true, encoding: .utf8)
    }

    // then
    #expect(
      try Self.table(in: String(contentsOfFile: article, encoding: .utf8)) == table,
      "Course.md's table differs from course.json; rewrite it with ARCHDEMO_RECORD_COURSE_TABLE=1")
  }

  // MARK: The README's table

  static let tableStart = "<!-- exercises: generated from course.json by CourseManifestTests -->"
  static let tableEnd = "<!-- end of exercises -->"

  /// The table of exercises as README.md and the docs' course article show it.
  static func table(of manifest: CourseManifest) -> String {
    let names = ["mvc": "MVC", "mvp": "MVP", "mvvm": "MVVM", "viper": "VIPER", "udf": "UDF"]
    let rows = manifest.exercises.map { exercise in
      "| \(exercise.number) | \(names[exercise.pattern] ?? exercise.pattern) | \(exercise.title) | \(exercise.teaches) |"
    }
    return (["| # | pattern | exercise | teaches |", "|---|---|---|---|"] + rows).joined(separator: "\n")
  }

  static func table(in readme: String) -> String? {
    guard let start = readme.range(of: tableStart), let end = readme.range(of: tableEnd) else { return nil }
    return readme[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func replacingTable(in readme: String, with table: String) -> String {
    guard let start = readme.range(of: tableStart), let end = readme.range(of: tableEnd) else { return readme }
    return readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "\n\(table)\n")
  }

  private static func rank(_ pattern: String) -> Int {
    patterns.firstIndex(of: pattern) ?? patterns.count
  }

  private func path(_ components: String...) -> String {
    components.reduce(folder) { $0.appendingPathComponent($1) }.path
  }
}
