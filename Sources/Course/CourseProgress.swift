import ConsoleIO
import Domain
import Foundation

/// Where an exercise stands for the learner.
enum ExerciseState: String, Hashable, Sendable {
  /// Its tests passed.
  case done
  /// The first exercise not done: the one to work on.
  case current
  /// Not done, after the current one.
  case todo
}

/// What the learner has done: which exercises passed and how many hints each has shown.
///
/// Kept by slug, so renumbering the course keeps the learner's work.
struct CourseProgress: Codable, Hashable, Sendable {
  struct Entry: Codable, Hashable, Sendable {
    var done = false
    var hintsShown = 0
  }

  private(set) var exercises: [String: Entry] = [:]

  /// The file name of the progress in the course folder (git-ignored).
  static let fileName = ".progress.json"

  func isDone(_ exercise: CourseExercise) -> Bool {
    exercises[exercise.slug]?.done ?? false
  }

  /// How many of `exercise`'s hints were shown, never more than it has.
  func hintsShown(_ exercise: CourseExercise) -> Int {
    min(max(exercises[exercise.slug]?.hintsShown ?? 0, 0), exercise.hints.count)
  }

  /// The first exercise of `manifest` that is not done, or `nil` when all are.
  func current(in manifest: CourseManifest) -> CourseExercise? {
    manifest.exercises.first { !isDone($0) }
  }

  func state(of exercise: CourseExercise, in manifest: CourseManifest) -> ExerciseState {
    if isDone(exercise) { return .done }
    return current(in: manifest)?.number == exercise.number ? .current : .todo
  }

  mutating func markDone(_ exercise: CourseExercise) {
    exercises[exercise.slug, default: Entry()].done = true
  }

  /// Takes the next hint not yet shown and counts it as shown.
  ///
  /// - Returns: the hint's 1-based number and its text, or `nil` when every hint was shown.
  mutating func takeNextHint(of exercise: CourseExercise) -> (number: Int, text: String)? {
    let shown = hintsShown(exercise)
    guard shown < exercise.hints.count else { return nil }
    exercises[exercise.slug, default: Entry()].hintsShown = shown + 1
    return (shown + 1, exercise.hints[shown])
  }

  /// Forgets `exercise`: not done, no hint shown.
  mutating func reset(_ exercise: CourseExercise) {
    exercises[exercise.slug] = nil
  }
}
