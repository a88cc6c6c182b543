import DomainTestSupport
import Foundation
import Testing

@testable import ArchDemoKit

/// `archdemo course list | next | hint | solution | reset` and their mistakes, on a fake course.
@Suite("archdemo course: commands")
@MainActor
struct CourseCommandTests {
  let course: FakeCourse

  init() throws {
    course = try FakeCourse(exercises: 3)
  }

  @Test func list_showsNumberPatternStateAndTitle() async throws {
    // given
    _ = await course.run(["check", "1"])

    // when
    let result = await course.run(["list"])

    // then
    #expect(result.status == 0)
    #expect(
      result.output == """
        Exercises (1 of 3 done):
          1  mvc   done     Screen 1
          2  mvp   current  Screen 2
          3  mvvm  todo     Screen 3

        """)
    #expect(result.errors.isEmpty)
  }

  @Test func next_namesTheCurrentExercise_whatItTeachesAndItsFiles() async {
    let result = await course.run(["next"])

    #expect(result.status == 0)
    #expect(
      result.output == """
        Exercise 1 of 3 (mvc): Screen 1
        It teaches: Where the title of screen 1 is formatted.
        Edit:
          Exercises/01-mvc-screen/Screen.swift
        Check it with 'archdemo course check 1'; 'archdemo course hint 1' gives a hint.

        """)
  }

  @Test func next_whenEveryExerciseIsDone_saysSo() async {
    for number in 1...3 { _ = await course.run(["check", "\(number)"]) }

    let result = await course.run(["next"])

    #expect(result.output == "Every exercise is done (3 of 3). 'archdemo course reset' starts over.\n")
  }

  @Test func hint_showsTheNextOne_rememberingThoseShown() async {
    let first = await course.run(["hint", "1"])
    let second = await course.run(["hint", "1"])
    let third = await course.run(["hint", "1"])
    let none = await course.run(["hint", "3"])

    #expect(first.output == "Hint 1 of 2 for exercise 1: Look at the title 1.\n")
    #expect(second.output == "Hint 2 of 2 for exercise 1 (the last: it is the answer): Say Screen, not Draft.\n")
    #expect(
      third.output
        == "Exercise 1 has no more hints (2 of 2 shown). 'archdemo course solution 1 --force' shows the solution.\n")
    #expect(none.output == "Exercise 3 has no hints. 'archdemo course solution 3 --force' shows the solution.\n")
    #expect([first, second, third, none].allSatisfy { $0.status == 0 })
  }

  @Test func hintWithoutANumber_isForTheCurrentExercise() async throws {
    // given: exercise 1 done, so 2 is current
    try course.write(".progress.json", #"{"exercises": {"01-mvc-screen": {"done": true, "hintsShown": 0}}}"#)

    // when
    let hint = await course.run(["hint"])

    // then
    #expect(hint.status == 0)
    #expect(hint.output == "Hint 1 of 2 for exercise 2: Look at the title 2.\n")
  }

  @Test func hintWithoutANumber_onceEveryExerciseIsDone_saysSo() async throws {
    let done = (1...3).map { "\"\(FakeCourse.slug($0))\": {\"done\": true, \"hintsShown\": 0}" }
    try course.write(".progress.json", "{\"exercises\": {\(done.joined(separator: ", "))}}")

    let hint = await course.run(["hint"])

    #expect(hint.output == "Every exercise is done (3 of 3). 'archdemo course reset' starts over.\n")
  }

  @Test func solution_beforeTheExerciseIsDone_isRefusedWithStatus1() async {
    let result = await course.run(["solution", "2"])

    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "archdemo: exercise 2 is not done yet: 'archdemo course check 2' checks it; "
        + "'archdemo course solution 2 --force' shows the solution anyway\n")
  }

  @Test func solution_onceDone_isADiffFromTheLearnersFiles() async {
    _ = await course.run(["check", "1"])

    let result = await course.run(["solution", "1"])

    #expect(result.status == 0)
    #expect(
      result.output == """
        Exercise 1, Screen 1: the reference solution, as changes to your files.

        --- Exercises/01-mvc-screen/Screen.swift
        +++ Solutions/01-mvc-screen/Screen.swift
        @@ -1,2 +1,2 @@
        -let title = "Draft 1"
        +let title = "Screen 1"
         let rows = 0

        """)
  }

  @Test func solutionForced_escapesControlCharactersFromTheFiles() async throws {
    try course.write("Exercises/02-mvp-screen/Screen.swift", "let title = \"\u{1B}[2J\"\nlet rows = 0\n")

    let result = await course.run(["solution", "2", "--force"])

    #expect(result.status == 0)
    #expect(result.output.contains("-let title = \"\\u{1B}[2J\"\n"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func solution_whenTheFilesMatch_saysSo() async throws {
    try course.write("Exercises/02-mvp-screen/Screen.swift", try course.read("Solutions/02-mvp-screen/Screen.swift"))

    let result = await course.run(["solution", "2", "--force"])

    #expect(result.output == "Exercise 2, Screen 2: your files match the reference solution.\n")
  }

  @Test func resetOne_andResetAll_forgetProgress() async {
    _ = await course.run(["check", "1"])
    _ = await course.run(["check", "2"])

    let one = await course.run(["reset", "1"])
    let afterOne = await course.run(["list"])
    let all = await course.run(["reset"])
    let afterAll = await course.run(["list"])

    #expect(
      one.output
        == "Progress of exercise 1 forgotten: it is to do again, with no hint shown.\nIts files are as shipped.\n")
    #expect(afterOne.output.contains("  1  mvc   current  Screen 1\n  2  mvp   done     Screen 2\n"))
    #expect(
      all.output == "Progress forgotten: every exercise is to do again. Files are restored one exercise at a time.\n")
    #expect(afterAll.output.hasPrefix("Exercises (0 of 3 done):\n"))
    #expect(!FileManager.default.fileExists(atPath: course.progressFile.path))
  }

  @Test func resetAll_recoversFromACorruptProgressFile() async throws {
    try course.write(".progress.json", "{ not json")

    let list = await course.run(["list"])
    let reset = await course.run(["reset"])
    let again = await course.run(["list"])

    #expect(list.status == 65)
    #expect(list.errors.contains("the course progress \(course.progressFile.path) is malformed"))
    #expect(reset.status == 0)
    #expect(again.status == 0)
  }

  @Test func untrustedManifestText_isEscaped() async throws {
    let manifest = try course.read("course.json")
    try course.write(
      "course.json", manifest.replacingOccurrences(of: "\"Screen 2\"", with: #""Screen\u001B]0;owned\u0007""#))

    let result = await course.run(["list"])

    #expect(result.output.contains("  2  mvp   todo     Screen\\u{1B}]0;owned\\u{7}\n"))
  }

  @Test(arguments: [
    (["frob"], "unknown course subcommand 'frob' (subcommands: list, check, hint, next, solution, reset, watch)"),
    (["check"], "'course check' needs an exercise number (exercises: 1–3)"),
    (["check", "4"], "there is no exercise 4 (exercises: 1–3)"),
    (["hint", "0"], "there is no exercise 0 (exercises: 1–3)"),
    (["solution", "two"], "'two' is not an exercise number (exercises: 1–3)"),
    (["reset", "-1"], "there is no exercise -1 (exercises: 1–3)"),
    (["check", "1", "2"], "'course check' takes one exercise number, got '1 2'"),
    (["list", "1"], "'course list' takes no exercise number, got '1'"),
    (["check", "1", "--force"], "--force applies to 'course solution' only"),
    (
      ["list", "--verbose"],
      "unknown option '--verbose' for course (options: --path, --force, --time-limit, --build-silence, --help)"
    ),
    (["list", "--path"], "--path needs a value (the course folder)"),
    (["list", "--path", "a", "--path=b"], "--path is given twice"),
    (["check", "\u{1B}[2J"], "'\\u{1B}[2J' is not an exercise number (exercises: 1–3)"),
    (["check", "-9223372036854775808"], "there is no exercise -9223372036854775808 (exercises: 1–3)"),
    (["hint", "-9223372036854775808"], "there is no exercise -9223372036854775808 (exercises: 1–3)"),
    (["solution", "-9223372036854775808"], "there is no exercise -9223372036854775808 (exercises: 1–3)"),
    (["reset", "-9223372036854775808"], "there is no exercise -9223372036854775808 (exercises: 1–3)"),
    (["list", "--time-limit", "5"], "--time-limit applies to 'course check' and 'course watch' only"),
  ])
  func mistake_exits64WithOneLineNamingTheChoices(_ arguments: [String], _ message: String) async {
    let result = await course.run(arguments)

    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors == "archdemo: \(message)\n")
  }

  @Test func courseOutsideAnyRepository_isAUsageMistakeThatSaysWhereToRun() async throws {
    let elsewhere = try TemporaryFolder()

    let result = await course.run(["list"], from: elsewhere.url)

    #expect(result.status == 64)
    #expect(result.errors.hasPrefix("archdemo: no course found: run it inside the ArchDemo repository"))
  }

  @Test func pathOption_namesTheCourse_andIsRepeatedInSuggestions() async throws {
    let elsewhere = try TemporaryFolder()

    let result = await course.run(["next", "--path", course.folder.path], from: elsewhere.url)

    #expect(result.status == 0)
    #expect(result.output.contains("'archdemo course check 1 --path \(course.folder.path)'"))
  }

  @Test func hintThatCannotBeWritten_isNotSpent() async {
    // given: standard output fails, as on a full disk
    let failing = RecordingConsole(failsAfterWriting: true)

    // when
    _ = await course.run(["hint", "1"], console: failing)
    let next = await course.run(["hint", "1"])

    // then
    #expect(failing.outputFailure != nil)
    #expect(next.output == "Hint 1 of 2 for exercise 1: Look at the title 1.\n")
  }

  @Test func malformedProgressUnderPath_suggestsTheResetOfThatCourse() async throws {
    let elsewhere = try TemporaryFolder()
    try course.write(".progress.json", "{ not json")

    let result = await course.run(["list", "--path", course.folder.path], from: elsewhere.url)

    #expect(result.status == 65)
    #expect(result.errors.hasSuffix("; 'archdemo course reset --path \(course.folder.path)' starts over\n"))
  }

  @Test func pathThatNeedsQuoting_isQuotedForTheShellInSuggestions() async throws {
    // given: the course in a folder whose name has a space and a quote
    let elsewhere = try TemporaryFolder()
    let moved = elsewhere.url.appendingPathComponent("it's my course")
    try FileManager.default.copyItem(at: course.root.url, to: moved)
    let path = moved.appendingPathComponent("Examples/Course").path

    // when
    let result = await course.run(["next", "--path", path], from: elsewhere.url)

    // then
    let quoted = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    #expect(result.output.contains("'archdemo course check 1 --path \(quoted)'"))
  }
}
