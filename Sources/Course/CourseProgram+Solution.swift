import ConsoleIO
import Foundation
import TextUI

extension CourseProgram {
  /// Prints the reference solution as a diff from the learner's files, once the exercise is done.
  ///
  /// - Returns: 0, or 1 (with a message on standard error) when the exercise is not done and
  ///   `force` is off.
  static func solution(_ course: Course, _ exercise: CourseExercise, force: Bool, _ console: any Console)
    throws(CommandLineError) -> Int32
  {
    let done = try course.progressFile.load().isDone(exercise)
    guard force || done else {
      let number = exercise.number
      console.writeError(
        "archdemo: exercise \(number) is not done yet: \(course.command("check \(number)")) checks it; "
          + "\(course.command("solution \(number) --force")) shows the solution anyway\n")
      return 1
    }
    console.write(try solutionDiff(course, exercise))
    return 0
  }

  /// The diff from each of the exercise's files to its solution, with a line saying what it is.
  static func solutionDiff(_ course: Course, _ exercise: CourseExercise) throws(CommandLineError) -> String {
    var diffs = ""
    for file in exercise.files {
      let solutionPath = exercise.solutionPath(of: file)
      let solutionURL = course.folder.appendingPathComponent(solutionPath)
      guard let solution = try? String(contentsOf: solutionURL, encoding: .utf8) else {
        throw .data("the solution file \(solutionURL.path) is missing or unreadable")
      }
      // A file the learner deleted compares as empty.
      let learner = (try? String(contentsOf: course.folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      // The files open with different comments (the exercise's text, the solution's): the diff
      // shows code only.
      let code = withHeaderComment(of: learner, in: solution)
      diffs += LineDiff.unified(old: learner, new: code, oldName: file, newName: solutionPath)
    }
    let title = "Exercise \(exercise.number), \(TerminalText.escaped(exercise.title))"
    guard !diffs.isEmpty else { return "\(title): your files match the reference solution.\n" }
    let lines = LineDiff.lines(diffs).map(TerminalText.escaped)
    return "\(title): the reference solution, as changes to your files.\n\n" + lines.joined(separator: "\n") + "\n"
  }

  /// `text` with its opening comment (the `//` lines it starts with) replaced by `source`'s.
  static func withHeaderComment(of source: String, in text: String) -> String {
    func split(_ text: String) -> (header: [String], rest: [String]) {
      let lines = LineDiff.lines(text)
      let count = lines.prefix { $0.hasPrefix("//") }.count
      return (Array(lines.prefix(count)), Array(lines.dropFirst(count)))
    }
    return (split(source).header + split(text).rest).map { $0 + "\n" }.joined()
  }
}
