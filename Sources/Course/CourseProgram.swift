// Course — `archdemo course`: the course in Examples/Course read from its manifest
// (`CourseManifest`), the learner's progress (`CourseProgress`), each check run as `swift test`
// and read back (`CourseTestRunner`, `CheckOutcome`), hints, solutions as diffs (`LineDiff`),
// and `watch`. Its options and help are its own (`CourseArguments`, `CourseHelp`).
import ConsoleIO
import Foundation
import Harness
import TestRuns
import TextUI

/// `archdemo course`: works through the exercises in `Examples/Course`.
@MainActor
package enum CourseProgram {
  /// What the course command reaches outside itself, so that tests can stand in for it.
  package struct Environment {
    /// Runs an exercise's tests.
    var runner: any CourseTestRunner
    /// Where the search for the course starts.
    var currentDirectory: URL
    /// The repository the kit was built from, tried when the search finds nothing.
    var builtRoot: URL?
    /// How often a check that prints nothing shows a dot.
    var tickInterval: Duration = .seconds(3)
    /// How often `watch` looks at the exercise's files.
    var pollInterval: Duration = .seconds(1)
    /// How long a check's tests may take, counted from the end of the build, before they are
    /// stopped and the check fails
    /// (``CourseProgram/defaultTimeLimit`` unless `--time-limit` says otherwise).
    var timeLimit: Duration = .seconds(CourseProgram.defaultTimeLimit)
    /// How long a check's build may print nothing before it is taken for hung and stopped
    /// (``CourseProgram/defaultBuildSilence`` unless `--build-silence` says otherwise).
    package var buildSilence: Duration = .seconds(CourseProgram.defaultBuildSilence)
    /// The lines typed while `watch` runs; the stream ends with standard input.
    var watchInput: @MainActor () -> AsyncStream<String>

    /// `swift test`, the process's current directory and standard input.
    ///
    /// - Parameter builtRoot: the repository the kit was built from, if it is still there.
    /// - Returns: the environment a real run of `archdemo course` has.
    package static func standard(builtRoot: URL?) -> Environment {
      Environment(
        runner: SwiftTestRunner(),
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        builtRoot: builtRoot, watchInput: StandardInputLines.stream)
    }
  }

  /// How long a check may take, in seconds, unless `--time-limit` says otherwise: 10 minutes,
  /// several times what a first build of the course takes.
  package nonisolated static let defaultTimeLimit = 600

  /// How long a check's build may print nothing, in seconds, unless `--build-silence` says
  /// otherwise: 10 minutes. SwiftPM prints a line for each file it compiles, so a build silent
  /// that long is hung, not slow.
  package nonisolated static let defaultBuildSilence = 600

  /// Runs one subcommand.
  ///
  /// - Returns: 0, or 1 when a check fails or a solution is asked for too early.
  /// - Throws: ``ConsoleIO/CommandLineError`` for a usage mistake, no course, or a malformed course file.
  package static func run(_ options: CourseOptions, console: any Console, environment: Environment)
    async throws(CommandLineError) -> Int32
  {
    var environment = environment
    if let seconds = options.timeLimit { environment.timeLimit = .seconds(seconds) }
    if let seconds = options.buildSilence { environment.buildSilence = .seconds(seconds) }
    let folder = try CourseLocation.folder(
      path: options.path, currentDirectory: environment.currentDirectory, builtRoot: environment.builtRoot)
    let course = Course(folder: folder, manifest: try CourseManifest.load(from: folder), pathOption: options.path)
    switch options.subcommand {
    case .list:
      console.write(try list(course))
    case .next:
      console.write(try next(course))
    case .hint:
      // Without a number, the exercise being worked on: the first one not done.
      var number = options.exercise
      if number == nil {
        guard let current = try course.progressFile.load().current(in: course.manifest) else {
          console.write(everyExerciseDone(course))
          return 0
        }
        number = String(current.number)
      }
      try hint(course, try course.exercise(number, for: .hint), console: console)
    case .solution:
      return try solution(course, try course.exercise(options.exercise, for: .solution), force: options.force, console)
    case .reset:
      var exercise: CourseExercise?
      if let text = options.exercise { exercise = try course.exercise(text, for: .reset) }
      let (text, status) = try reset(course, exercise, at: Date())
      console.write(text)
      return status
    case .check:
      let exercise = try course.exercise(options.exercise, for: .check)
      return try await check(exercise, in: course, console: console, environment: environment) ? 0 : 1
    case .watch:
      try await watch(course, console: console, environment: environment)
    }
    return 0
  }

  static func list(_ course: Course) throws(CommandLineError) -> String {
    let progress = try course.progressFile.load()
    let manifest = course.manifest
    let done = manifest.exercises.filter(progress.isDone).count
    var text = "Exercises (\(done) of \(manifest.exercises.count) done):\n"
    let numberWidth = String(manifest.exercises.count).count
    let patternWidth = manifest.exercises.map(\.pattern.count).max() ?? 0
    for exercise in manifest.exercises {
      let number = String(exercise.number)
      let state = progress.state(of: exercise, in: manifest).rawValue
      text += "  " + String(repeating: " ", count: numberWidth - number.count) + number + "  "
      text += exercise.pattern + String(repeating: " ", count: patternWidth - exercise.pattern.count) + "  "
      text += state + String(repeating: " ", count: "current".count - state.count) + "  "
      text += TerminalText.escaped(exercise.title) + "\n"
    }
    return text
  }

  static func next(_ course: Course) throws(CommandLineError) -> String {
    let progress = try course.progressFile.load()
    guard let exercise = progress.current(in: course.manifest) else {
      return everyExerciseDone(course)
    }
    var text = "Exercise \(exercise.number) of \(course.manifest.exercises.count) (\(exercise.pattern)): "
    text += TerminalText.escaped(exercise.title) + "\n"
    text += "It teaches: \(TerminalText.escaped(exercise.teaches))\n"
    text += "Edit:\n" + exercise.files.map { "  \(TerminalText.escaped($0))\n" }.joined()
    text += "Check it with \(course.command("check \(exercise.number)")); "
    text += "\(course.command("hint \(exercise.number)")) gives a hint.\n"
    return text
  }

  static func everyExerciseDone(_ course: Course) -> String {
    let count = course.manifest.exercises.count
    return "Every exercise is done (\(count) of \(count)). \(course.command("reset")) starts over.\n"
  }

  /// Writes the next hint not shown yet, and counts it as shown once it was written.
  static func hint(_ course: Course, _ exercise: CourseExercise, console: any Console) throws(CommandLineError) {
    try course.progressFile.update { progress throws(CommandLineError) in
      guard let hint = progress.takeNextHint(of: exercise) else {
        let count = exercise.hints.count
        let all = count == 0 ? "has no hints" : "has no more hints (\(count) of \(count) shown)"
        let solution = course.command("solution \(exercise.number) --force")
        console.write("Exercise \(exercise.number) \(all). \(solution) shows the solution.\n")
        return false
      }
      console.write(Self.hintLine(hint, of: exercise) + "\n")
      return console.outputFailure == nil
    }
  }

  /// `Hint 1 of 3 for exercise 2: …`; the last says it is the answer.
  static func hintLine(_ hint: (number: Int, text: String), of exercise: CourseExercise) -> String {
    let last = hint.number == exercise.hints.count ? " (the last: it is the answer)" : ""
    return "Hint \(hint.number) of \(exercise.hints.count) for exercise \(exercise.number)\(last): "
      + TerminalText.escaped(hint.text)
  }

  /// What a failed check says of hints: how to ask for the next one, or that none is left.
  static func hintPointer(_ exercise: CourseExercise, in course: Course) throws(CommandLineError) -> String {
    let shown = try course.progressFile.load().hintsShown(exercise)
    let count = exercise.hints.count
    guard shown < count else {
      let all = count == 0 ? "It has no hints" : "Every hint was shown"
      return "\(all); \(course.command("solution \(exercise.number) --force")) shows the solution.\n"
    }
    return "Stuck? \(course.command("hint \(exercise.number)")) gives hint \(shown + 1) of \(count).\n"
  }

  /// Forgets the progress of `exercise` (or of all) and puts back the shipped copy of each of
  /// its files that differs from it, keeping the learner's copy.
  ///
  /// - Returns: what was done, and 1 when a file could not be restored.
  static func reset(_ course: Course, _ exercise: CourseExercise?, at date: Date) throws(CommandLineError)
    -> (text: String, status: Int32)
  {
    guard let exercise else {
      try course.progressFile.remove()
      return ("Progress forgotten: every exercise is to do again. Files are restored one exercise at a time.\n", 0)
    }
    let files = try restoreFiles(of: exercise, in: course, at: date)
    try course.progressFile.update { progress throws(CommandLineError) in
      progress.reset(exercise)
      return true
    }
    var text = "Progress of exercise \(exercise.number) forgotten: it is to do again, with no hint shown.\n"
    if files.restored.isEmpty && files.missing.isEmpty {
      text += "Its files are as shipped.\n"
    }
    text += files.restored.map { "Restored \(TerminalText.escaped($0)) as shipped.\n" }.joined()
    if let kept = files.keptIn { text += "Your versions are kept in \(TerminalText.escaped(kept))/.\n" }
    let missing = files.missing.map {
      "Could not restore \(TerminalText.escaped($0)): no git commit of the course holds the shipped copy.\n"
    }
    return (text + missing.joined(), missing.isEmpty ? 0 : 1)
  }

  /// Puts back the shipped copy of each of the exercise's files (listed or judging) that
  /// differs from it; the learner's copy of a listed file goes to `.reset/<slug>/<time>/` first.
  static func restoreFiles(of exercise: CourseExercise, in course: Course, at date: Date)
    throws(CommandLineError) -> (restored: [String], missing: [String], keptIn: String?)
  {
    let judge = CourseJudge(course: course)
    let wanted = exercise.shipped.merging(judge.judges(of: exercise)) { listed, _ in listed }
    let stamp = date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
      .replacingOccurrences(of: ":", with: "")
    let backup = "\(CourseJudge.backupFolder)/\(exercise.slug)/\(stamp)"
    var restored: [String] = []
    var missing: [String] = []
    var keptIn: String?
    for (path, digest) in wanted.sorted(by: { $0.key < $1.key }) where judge.digest(of: path) != digest {
      guard let shipped = judge.shippedCopy(of: path, digest: digest) else {
        missing.append(path)
        continue
      }
      let url = course.folder.appendingPathComponent(path)
      do {
        if exercise.files.contains(path), let mine = try? Data(contentsOf: url) {
          let copy = course.folder.appendingPathComponent("\(backup)/\(url.lastPathComponent)")
          try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
          try mine.write(to: copy, options: .atomic)
          keptIn = backup
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try shipped.write(to: url, options: .atomic)
      } catch {
        throw .data("cannot restore \(url.path): \(error.localizedDescription)")
      }
      restored.append(path)
    }
    return (restored, missing, keptIn)
  }
}

/// The course a command works on: its folder, its manifest, where its progress is kept.
struct Course {
  let folder: URL
  let manifest: CourseManifest
  /// `--path` as typed, repeated in the commands the output suggests.
  let pathOption: String?

  var progressFile: CourseProgressFile { CourseProgressFile(folder: folder, resetCommand: command("reset")) }

  /// The exercise `text` names.
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` naming the valid numbers.
  func exercise(_ text: String?, for subcommand: CourseOptions.Subcommand) throws(CommandLineError) -> CourseExercise {
    let numbers = "exercises: \(manifest.numbers)"
    guard let text else { throw .usage("'course \(subcommand.rawValue)' needs an exercise number (\(numbers))") }
    guard let number = Int(text) else {
      throw .usage("'\(ActionParser.printable(text))' is not an exercise number (\(numbers))")
    }
    // Numbers are 1, 2, 3… in order (the manifest's rule), so no arithmetic on `number` is needed.
    guard let exercise = manifest.exercises.first(where: { $0.number == number }) else {
      throw .usage("there is no exercise \(number) (\(numbers))")
    }
    return exercise
  }

  /// A command line to suggest, between quotes, its `--path` quoted for the shell when it must
  /// be: `'archdemo course check 3'`, `'archdemo course reset --path 'my course''`.
  func command(_ words: String) -> String {
    let path = pathOption.map { " --path \(TerminalText.escaped(ShellWord.quoted($0)))" } ?? ""
    return "'archdemo course \(words)\(path)'"
  }
}
