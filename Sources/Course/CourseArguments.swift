import ArgumentTable
import ConsoleIO
import Harness

/// The options of `archdemo course`, as typed; the exercise number is read against the manifest.
package struct CourseOptions: Hashable, Sendable {
  package enum Subcommand: String, CaseIterable, Hashable, Sendable {
    case list, check, hint, next, solution, reset, watch

    /// Whether it needs an exercise number, may take one, or takes none.
    var exercise: Requirement {
      switch self {
      case .check, .solution: .required
      case .hint, .reset: .optional
      case .list, .next, .watch: .none
      }
    }

    enum Requirement { case required, optional, none }
  }

  package var subcommand: Subcommand
  /// The exercise number as typed (`3`), if any.
  package var exercise: String?
  /// `--path DIR`: the course folder.
  package var path: String?
  /// `--force`: `solution` before the exercise is done.
  package var force: Bool
  /// `--time-limit SECONDS`: how long a check of `check` or `watch` may take.
  package var timeLimit: Int?
  /// `--build-silence SECONDS`: how long the build of a check may print nothing.
  package var buildSilence: Int?

  package init(
    _ subcommand: Subcommand, exercise: String? = nil, path: String? = nil, force: Bool = false, timeLimit: Int? = nil,
    buildSilence: Int? = nil
  ) {
    self.subcommand = subcommand
    self.exercise = exercise
    self.path = path
    self.force = force
    self.timeLimit = timeLimit
    self.buildSilence = buildSilence
  }

  static let subcommandNames = Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
}

extension CourseOptions {
  /// `archdemo course`'s options; a negative number is an exercise number, read as such later.
  static let table = OptionTable(
    command: "course",
    options: [
      .value("--path", "DIR", hint: "the course folder"),
      .flag("--force"),
      .value("--time-limit", "SECONDS", hint: "a whole number of seconds"),
      .value("--build-silence", "SECONDS", hint: "a whole number of seconds"),
    ],
    listsHelp: true, shown: { ActionParser.printable($0) }, isOperand: { Int($0) != nil })

  /// Reads `course [--path DIR] <subcommand> [<n>] [--force]`; options may come anywhere.
  ///
  /// - Parameter arguments: the words after `course`.
  /// - Returns: the options, or `nil` when the words ask for the course's help.
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` naming what is wrong.
  package static func parse(_ arguments: [String]) throws(CommandLineError) -> CourseOptions? {
    let parsed: ParsedArguments
    do {
      parsed = try table.parse(arguments)
    } catch {
      throw .usage(error.message)
    }
    if parsed.asksForHelp { return nil }
    let path = parsed["--path"]
    let force = parsed.has("--force")
    let timeLimit = try seconds(parsed["--time-limit"], option: "--time-limit")
    let buildSilence = try seconds(parsed["--build-silence"], option: "--build-silence")
    let words = parsed.operands
    guard let name = words.first else {
      if force { throw .usage("--force applies to 'course solution' only") }
      if timeLimit != nil { throw .usage("--time-limit applies to 'course check' and 'course watch' only") }
      if buildSilence != nil { throw .usage("--build-silence applies to 'course check' and 'course watch' only") }
      return nil
    }
    guard let subcommand = CourseOptions.Subcommand(rawValue: name.lowercased()) else {
      throw .usage(
        "unknown course subcommand '\(ActionParser.printable(name))' (subcommands: \(CourseOptions.subcommandNames))")
    }
    if force, subcommand != .solution { throw .usage("--force applies to 'course solution' only") }
    for (option, value) in [("--time-limit", timeLimit), ("--build-silence", buildSilence)]
    where value != nil && subcommand != .check && subcommand != .watch {
      throw .usage("\(option) applies to 'course check' and 'course watch' only")
    }
    let numbers = words.dropFirst()
    switch subcommand.exercise {
    case .none:
      if let first = numbers.first {
        throw .usage("'course \(subcommand.rawValue)' takes no exercise number, got '\(ActionParser.printable(first))'")
      }
    case .required, .optional:
      guard numbers.count <= 1 else {
        throw .usage(
          "'course \(subcommand.rawValue)' takes one exercise number, got '\(ActionParser.printable(numbers.joined(separator: " ")))'"
        )
      }
    }
    return CourseOptions(
      subcommand, exercise: numbers.first, path: path, force: force, timeLimit: timeLimit, buildSilence: buildSilence)
  }

  /// A number of seconds as `option` takes it: a whole number above 0.
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` for anything else.
  package static func seconds(_ text: String?, option: String) throws(CommandLineError) -> Int? {
    guard let text else { return nil }
    guard let seconds = Int(text), seconds > 0 else {
      throw .usage("\(option) takes a whole number of seconds above 0, got '\(ActionParser.printable(text))'")
    }
    return seconds
  }
}
