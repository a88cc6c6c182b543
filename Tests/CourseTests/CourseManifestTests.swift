import ConsoleIO
import DomainTestSupport
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Course

/// `course.json`: decoding, the rules a usable manifest keeps, and where the course is found.
@Suite("archdemo course: the manifest")
struct CourseManifestTests {
  @Test func manifest_decodesEveryField() throws {
    // given
    let course = try FakeCourse(exercises: 2)

    // when
    let manifest = try CourseManifest.load(from: course.folder)

    // then
    let first = try #require(manifest.exercises.first)
    #expect(manifest.exercises.map(\.number) == [1, 2])
    #expect(first.slug == "01-mvc-screen")
    #expect(first.title == "Screen 1")
    #expect(first.pattern == "mvc")
    #expect(first.teaches == "Where the title of screen 1 is formatted.")
    #expect(first.files == ["Exercises/01-mvc-screen/Screen.swift"])
    #expect(first.target == "E01Screen")
    #expect(first.testTarget == "E01ScreenTests")
    #expect(first.failingTests == ["ScreenTests/title_isScreen()"])
    #expect(first.hints == ["Look at the title 1.", "Say Screen, not Draft."])
    #expect(first.solutionPath(of: first.files[0]) == "Solutions/01-mvc-screen/Screen.swift")
    #expect(manifest.numbers == "1–2")
  }

  struct Broken: CustomTestStringConvertible, Sendable {
    var from: String
    var to: String
    var says: String
    var testDescription: String { says }
  }

  static let broken = [
    Broken(from: #""number": 2"#, to: #""number": 5"#, says: "exercises[1].number is 5"),
    Broken(from: #""pattern": "mvp""#, to: #""pattern": "mvx""#, says: "exercises[1].pattern is 'mvx' (patterns:"),
    Broken(from: #""slug": "02-mvp-screen""#, to: #""slug": "../up""#, says: "exercises[1].slug '../up' must be"),
    Broken(from: #""slug": "02-mvp-screen""#, to: #""slug": "01-mvc-screen""#, says: "is used twice"),
    Broken(from: #""testTarget": "E02ScreenTests""#, to: #""testTarget": "E02 Tests""#, says: "not a Swift target"),
    Broken(from: #""testTarget": "E02ScreenTests""#, to: #""testTarget": "E01Screen""#, says: "is used twice"),
    Broken(from: #""title": "Screen 2""#, to: #""title": "  ""#, says: "exercises[1].title is empty"),
    Broken(
      from: #""files": ["Exercises/02-mvp-screen/Screen.swift"]"#, to: #""files": ["Exercises/02-mvp-screen/../x"]"#,
      says: "must be a file under Exercises/02-mvp-screen/"),
    Broken(from: #""files": ["Exercises/02-mvp-screen/Screen.swift"]"#, to: #""files": []"#, says: "files is empty"),
    Broken(from: #""title": "Screen 2","#, to: "", says: "missing key title in exercises.[1]"),
    Broken(from: #""hints": ["#, to: #""hints": 3, "x": ["#, says: "wrong type at exercises.[0].hints"),
    Broken(from: "{\"exercises\": [", to: "{\"exercises\": [ ]} [", says: "not valid JSON"),
  ]

  @Test(arguments: broken)
  func brokenManifest_isADataErrorNamingTheFileAndTheField(_ broken: Broken) throws {
    // given
    let course = try FakeCourse(exercises: 3)
    let manifest = try course.read("course.json")
    try #require(manifest.contains(broken.from))
    try course.write("course.json", manifest.replacingOccurrences(of: broken.from, with: broken.to))

    // when
    let error = expectThrown(CommandLineError.self) { try CourseManifest.load(from: course.folder) }

    // then
    #expect(error?.exitStatus == 65)
    #expect(error?.message.contains("the course manifest \(course.folder.path)/course.json is malformed: ") == true)
    #expect(error?.message.contains(broken.says) == true, "\(error?.message ?? "")")
  }

  @Test func manifestWithNoExercises_isMalformed() throws {
    let course = try FakeCourse(exercises: 1)
    try course.write("course.json", #"{"exercises": []}"#)

    let error = expectThrown(CommandLineError.self) { try CourseManifest.load(from: course.folder) }

    #expect(error?.message.hasSuffix("is malformed: it lists no exercises") == true)
  }

  @Test func courseFolder_isFoundByWalkingUpToTheRepository() throws {
    // given
    let course = try FakeCourse()
    let deep = course.folder.appendingPathComponent("Exercises/01-mvc-screen")

    // when
    let found = try CourseLocation.folder(path: nil, currentDirectory: deep, builtRoot: nil)

    // then
    #expect(found.standardizedFileURL.path == course.folder.standardizedFileURL.path)
  }

  @Test func coursePackageOutsideARepository_isFoundFromInsideIt() throws {
    // given: a course package of its own, not under Examples/Course
    let course = try FakeCourse()
    try course.write("Package.swift", "// swift-tools-version: 6.0\n")
    let elsewhere = try TemporaryFolder()
    let moved = elsewhere.url.appendingPathComponent("MyCourse")
    try FileManager.default.moveItem(at: course.folder, to: moved)

    // when
    let found = try CourseLocation.folder(
      path: nil, currentDirectory: moved.appendingPathComponent("Exercises"), builtRoot: nil)

    // then
    #expect(found.standardizedFileURL.path == moved.standardizedFileURL.path)
  }

  @Test func noCourseAroundTheCurrentDirectory_fallsBackToTheBuiltRepository() throws {
    let course = try FakeCourse()
    let elsewhere = try TemporaryFolder()

    let found = try CourseLocation.folder(path: nil, currentDirectory: elsewhere.url, builtRoot: course.root.url)

    #expect(found.path == course.folder.path)
  }

  @Test(arguments: [
    (nil, "no course found: run it inside the ArchDemo repository"), ("", "--path needs a folder"),
    ("missing", "is not a directory"), (".", "holds no course.json; give the course folder"),
  ])
  func noCourse_isAUsageMistake(_ path: String?, _ says: String) throws {
    let elsewhere = try TemporaryFolder()

    let error = expectThrown(CommandLineError.self) {
      try CourseLocation.folder(path: path, currentDirectory: elsewhere.url, builtRoot: nil)
    }

    #expect(error?.exitStatus == 64)
    #expect(error?.message.contains(says) == true)
  }

  @Test func fractionalNumber_isABadValue_notInvalidJSON() throws {
    let course = try FakeCourse(exercises: 2)
    let manifest = try course.read("course.json")
    try course.write("course.json", manifest.replacingOccurrences(of: "\"number\": 2,", with: "\"number\": 1.5,"))

    let error = expectThrown(CommandLineError.self) { try CourseManifest.load(from: course.folder) }

    #expect(error?.message.contains("is malformed: bad value at exercises.[1].number (must be a whole number)") == true)
  }

  @Test func deletedCurrentDirectory_endsTheSearch() throws {
    // given: what a process whose current directory was deleted reads as its directory: getcwd
    // fails, the path is empty, and its URL's path is "." (whose parent is "..", then "../..")
    let gone = try #require(URL(string: "."))
    let course = try FakeCourse()

    // when
    let error = expectThrown(CommandLineError.self) {
      try CourseLocation.folder(path: nil, currentDirectory: gone, builtRoot: nil)
    }
    let fallback = try CourseLocation.folder(path: nil, currentDirectory: gone, builtRoot: course.root.url)

    // then
    #expect(error?.message.contains("the current directory no longer exists") == true)
    #expect(fallback.path == course.folder.path)
  }
}
