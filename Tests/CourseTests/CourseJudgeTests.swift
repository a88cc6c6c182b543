import Foundation
import Testing

@testable import Course

/// The judge is protected: a check refuses to run while an exercise's tests or unlisted files
/// differ from what shipped, and `reset` puts the shipped copies back from git, keeping the
/// learner's; the solution's diff shows code only.
@Suite("Course: the judge, reset and the solution's diff")
@MainActor
struct CourseJudgeTests {
  let course: FakeCourse
  let testFile = "Tests/01-mvc-screen/ScreenTests.swift"
  let learnerFile = "Exercises/01-mvc-screen/Screen.swift"
  static let shippedTest = "@Test func title_isScreen() { #expect(title == \"Screen 1\") }\n"

  init() throws {
    course = try FakeCourse(exercises: 3)
    try course.write(testFile, Self.shippedTest)
    // Exercise 1's tests are its judge; its one file is the learner's.
    try protect(exercise: 0, protected: [testFile], shipped: [learnerFile])
  }

  /// Writes into the manifest the SHA-256 of `protected` and `shipped` as they are now.
  func protect(exercise index: Int, protected: [String], shipped: [String]) throws {
    let url = course.folder.appendingPathComponent("course.json")
    var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var exercises = try #require(manifest["exercises"] as? [[String: Any]])
    func sums(_ paths: [String]) throws -> [String: String] {
      try Dictionary(
        uniqueKeysWithValues: paths.map {
          ($0, SHA256.hex(of: try Data(contentsOf: course.folder.appendingPathComponent($0))))
        })
    }
    exercises[index]["protected"] = try sums(protected)
    exercises[index]["shipped"] = try sums(shipped)
    manifest["exercises"] = exercises
    try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: url)
  }

  /// Makes the fake repository a git repository with everything committed: the shipped course.
  func commitTheShippedCourse() throws {
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=Kit", "-c", "user.email=kit@example.com", "commit", "-qm", "shipped"],
    ] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", course.root.url.path] + arguments
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
  }

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
  ])
  func sha256_givesTheStandardsDigests(text: String, digest: String) {
    #expect(SHA256.hex(of: Array(text.utf8)) == digest)
  }

  @Test func check_whenATestFileWasEdited_refusesAndNamesIt() async throws {
    // given: the learner commented the expectation out
    try course.write(testFile, "@Test func title_isScreen() { /* #expect(title == \"Screen 1\") */ }\n")
    let runner = ScriptedTestRunner()

    // when
    let result = await course.run(["check", "1"], runner: runner)

    // then
    #expect(result.status == 1)
    #expect(
      result.output == """
        Exercise 1 cannot be checked: its tests and the files it does not list judge it, and this one was changed:
          Tests/01-mvc-screen/ScreenTests.swift
        'archdemo course reset 1' puts them back as shipped (and keeps a copy of the files you edit).

        """)
    #expect(runner.targetsRun.isEmpty)
  }

  @Test func check_whenOnlyTheListedFileChanged_runs() async throws {
    try course.write(learnerFile, "let title = \"Screen 1\"\n")
    let runner = ScriptedTestRunner()

    let result = await course.run(["check", "1"], runner: runner)

    #expect(result.status == 0)
    #expect(runner.targetsRun == ["E01ScreenTests"])
  }

  @Test func reset_restoresTheListedAndTheJudgingFiles_keepingTheLearnersCopy() async throws {
    // given: the shipped course in git, then a learner's edit and a test edited
    try commitTheShippedCourse()
    let shippedExercise = try course.read(learnerFile)
    try course.write(learnerFile, "let title = \"Mine\"\n")
    try course.write(testFile, "// gone\n")

    // when
    let result = await course.run(["reset", "1"])

    // then
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(try course.read(learnerFile) == shippedExercise)
    #expect(try course.read(testFile) == Self.shippedTest)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(3) == [
        "Progress of exercise 1 forgotten: it is to do again, with no hint shown.",
        "Restored Exercises/01-mvc-screen/Screen.swift as shipped.",
        "Restored Tests/01-mvc-screen/ScreenTests.swift as shipped.",
      ])
    let kept = try #require(
      lines.last?.firstMatch(of: /Your versions are kept in (\.reset\/01-mvc-screen\/[^\/]+)\/\./))
    #expect(try course.read("\(kept.1)/Screen.swift") == "let title = \"Mine\"\n")
    #expect((await course.run(["check", "1"])).status == 0)
  }

  @Test func reset_withoutGit_saysWhatItCouldNotRestore_andExits1() async throws {
    try course.write(learnerFile, "let title = \"Mine\"\n")

    let result = await course.run(["reset", "1"])

    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "Could not restore Exercises/01-mvc-screen/Screen.swift: no git commit of the course holds the shipped copy.\n")
    )
    #expect(try course.read(learnerFile) == "let title = \"Mine\"\n")
  }

  @Test func solutionDiff_ofFilesWithWindowsLineEndings_showsTheirLines() async throws {
    try course.write(learnerFile, "// Exercise 1.\r\nlet title = \"Draft 1\"\r\nlet rows = 0\r\n")
    try course.write(
      "Solutions/01-mvc-screen/Screen.swift", "// Solution 1.\r\nlet title = \"Screen 1\"\r\nlet rows = 0\r\n")

    let result = await course.run(["solution", "1", "--force"])

    #expect(result.output.contains("-let title = \"Draft 1\"\n+let title = \"Screen 1\"\n let rows = 0\n"))
    #expect(!result.output.contains("Solution 1."))
  }

  @Test func solutionDiff_leavesOutTheFilesOpeningComments() async throws {
    // given: the exercise and its solution open with different comments
    try course.write(
      learnerFile, "// Exercise 1: make the title say Screen.\n//\n// Edit below.\nlet title = \"Draft 1\"\n")
    try course.write("Solutions/01-mvc-screen/Screen.swift", "// Solution 1: the title.\nlet title = \"Screen 1\"\n")

    // when
    let result = await course.run(["solution", "1", "--force"])

    // then: one hunk, of code
    #expect(!result.output.contains("Solution 1:"))
    #expect(result.output.contains("-let title = \"Draft 1\"\n+let title = \"Screen 1\"\n"))
    #expect(result.output.components(separatedBy: "\n@@ ").count == 2)
  }
}
