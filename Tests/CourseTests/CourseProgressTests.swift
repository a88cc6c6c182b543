import ConsoleIO
import DomainTestSupport
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Course

/// Progress: done, current and todo; hints one at a time; the file it is kept in.
@Suite("archdemo course: progress")
struct CourseProgressTests {
  let course: FakeCourse
  let manifest: CourseManifest

  init() throws {
    course = try FakeCourse(exercises: 3)
    manifest = try CourseManifest.load(from: course.folder)
  }

  private func states(_ progress: CourseProgress) -> [ExerciseState] {
    manifest.exercises.map { progress.state(of: $0, in: manifest) }
  }

  @Test func noProgress_makesTheFirstExerciseCurrent() {
    #expect(states(CourseProgress()) == [.current, .todo, .todo])
  }

  @Test func current_isTheFirstExerciseNotDone_evenAfterLaterOnesAreDone() {
    // given
    var progress = CourseProgress()

    // when
    progress.markDone(manifest.exercises[2])
    progress.markDone(manifest.exercises[0])

    // then
    #expect(states(progress) == [.done, .current, .done])
    #expect(progress.current(in: manifest)?.number == 2)
  }

  @Test func everyExerciseDone_leavesNoCurrent() {
    var progress = CourseProgress()

    for exercise in manifest.exercises { progress.markDone(exercise) }

    #expect(states(progress) == [.done, .done, .done])
    #expect(progress.current(in: manifest) == nil)
  }

  @Test func hints_comeOneAtATime_thenRunOut() {
    var progress = CourseProgress()
    let exercise = manifest.exercises[0]

    let first = progress.takeNextHint(of: exercise)
    let second = progress.takeNextHint(of: exercise)
    let third = progress.takeNextHint(of: exercise)

    #expect(first?.number == 1)
    #expect(first?.text == "Look at the title 1.")
    #expect(second?.number == 2)
    #expect(third == nil)
    #expect(progress.hintsShown(exercise) == 2)
  }

  @Test func resetOne_forgetsItsDoneAndItsHints_only() {
    var progress = CourseProgress()
    for exercise in manifest.exercises.prefix(2) {
      progress.markDone(exercise)
      _ = progress.takeNextHint(of: exercise)
    }

    progress.reset(manifest.exercises[0])

    #expect(states(progress) == [.current, .done, .todo])
    #expect(progress.hintsShown(manifest.exercises[0]) == 0)
    #expect(progress.hintsShown(manifest.exercises[1]) == 1)
  }

  @Test func progressFile_roundTrips_andIsReplacedWhole() throws {
    // given
    let file = CourseProgressFile(folder: course.folder)
    var progress = CourseProgress()
    progress.markDone(manifest.exercises[0])
    _ = progress.takeNextHint(of: manifest.exercises[1])

    // when
    try file.save(progress)

    // then
    #expect(try file.load() == progress)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: course.folder.path)
      .filter { $0.hasPrefix(".progress") }
    #expect(leftovers == [".progress.json"])
  }

  @Test func missingProgressFile_isNoProgress() throws {
    #expect(try CourseProgressFile(folder: course.folder).load() == CourseProgress())
  }

  @Test(arguments: ["{", "[]", #"{"exercises": {"01-mvc-screen": {"done": "yes", "hintsShown": 0}}}"#, ""])
  func corruptProgressFile_isADataErrorNamingIt(_ contents: String) throws {
    try course.write(".progress.json", contents)

    let error = expectThrown(CommandLineError.self) { try CourseProgressFile(folder: course.folder).load() }

    #expect(error?.exitStatus == 65)
    #expect(
      error?.message.hasPrefix("archdemo: the course progress \(course.progressFile.path) is malformed: ") == true)
    #expect(error?.message.hasSuffix("; 'archdemo course reset' starts over") == true)
  }

  @Test func hintsShownBeyondTheHints_countAsAll() throws {
    try course.write(".progress.json", #"{"exercises": {"01-mvc-screen": {"done": false, "hintsShown": 99}}}"#)

    let progress = try CourseProgressFile(folder: course.folder).load()

    #expect(progress.hintsShown(manifest.exercises[0]) == 2)
  }
}
