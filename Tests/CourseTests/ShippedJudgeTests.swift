import Foundation
import Testing

@testable import Course

/// The kit's course is judged by the digests compiled into archdemo, not by the `course.json`
/// of the learner's copy: a learner who edits a test and writes its new checksum into
/// `course.json` (as `Scripts/update-course-manifest` would) is still refused.
@Suite("Course: the judge the kit shipped")
@MainActor
struct ShippedJudgeTests {
  static let exercise = "06-mvp-presenter-holds-view"
  let course: FakeCourse

  /// A copy of the kit's course holding exercise 6 as shipped: its manifest, its folder, its tests.
  init() throws {
    course = try FakeCourse(exercises: 1)
    let kit = ShippedCourseTests.folder
    let paths =
      ["course.json", "Package.swift"] + ShippedCourseTests.files(under: "Exercises/\(Self.exercise)")
      + ShippedCourseTests.files(under: "Tests/\(Self.exercise)")
      + ShippedCourseTests.files(under: "Tests/CourseTestSupport")
    for path in paths {
      try course.write(path, try String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The learner's trick: the test edited, and `course.json` made to vouch for it.
  func editTheTestAndItsChecksum(_ path: String) throws {
    try course.write(path, try course.read(path).replacingOccurrences(of: "#expect(", with: "_ = (") + "\n")
    let manifest = try course.read("course.json")
    let old = try #require(ShippedJudges.digests[path])
    let new = SHA256.hex(of: Data(try course.read(path).utf8))
    try course.write("course.json", manifest.replacingOccurrences(of: old, with: new))
  }

  @Test func everyFileTheManifestProtects_isInTheCompiledTable_withTheSameDigest() throws {
    let manifest = try CourseManifest.load(from: ShippedCourseTests.folder)
    let protected = manifest.exercises.reduce(into: manifest.protected ?? [:]) { all, exercise in
      all.merge(exercise.protected) { first, _ in first }
    }
    #expect(ShippedJudges.digests == protected, "run Scripts/update-course-manifest")
  }

  @Test func check_ofTheShippedCopy_runsTheTests() async throws {
    let runner = ScriptedTestRunner()

    let result = await course.run(["check", "6"], runner: runner)

    #expect(result.status == 0, "\(result.output)")
    #expect(runner.targetsRun == ["E06MVPPresenterHoldsViewTests"])
  }

  @Test func check_whenATestAndItsChecksumInCourseJSONWereEdited_refusesAndNamesIt() async throws {
    // given
    let test = try #require(ShippedCourseTests.files(under: "Tests/\(Self.exercise)").first)
    try editTheTestAndItsChecksum(test)
    let runner = ScriptedTestRunner()

    // when
    let result = await course.run(["check", "6"], runner: runner)

    // then
    #expect(result.status == 1)
    #expect(result.output.contains("this one was changed:\n  \(test)\n"), "\(result.output)")
    #expect(runner.targetsRun.isEmpty)
  }

  @Test func check_whenATestWasDeletedAndDroppedFromCourseJSON_refusesAndNamesIt() async throws {
    // given
    let test = try #require(ShippedCourseTests.files(under: "Tests/\(Self.exercise)").first)
    try FileManager.default.removeItem(at: course.folder.appendingPathComponent(test))
    let url = course.folder.appendingPathComponent("course.json")
    var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var exercises = try #require(manifest["exercises"] as? [[String: Any]])
    var protected = try #require(exercises[5]["protected"] as? [String: String])
    try #require(protected.removeValue(forKey: test) != nil)
    exercises[5]["protected"] = protected
    manifest["exercises"] = exercises
    try JSONSerialization.data(withJSONObject: manifest).write(to: url)
    let runner = ScriptedTestRunner()

    // when
    let result = await course.run(["check", "6"], runner: runner)

    // then
    #expect(result.status == 1)
    #expect(result.output.contains("  \(test)\n"), "\(result.output)")
    #expect(runner.targetsRun.isEmpty)
  }
}
