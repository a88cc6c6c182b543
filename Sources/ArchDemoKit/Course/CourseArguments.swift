/// The options of `archdemo course`, as typed; the exercise number is read against the manifest.
public struct CourseOptions: Hashable, Sendable {
  public enum Subcommand: String, CaseIterable, Hashable, Sendable {
    case list, check, hint, next, solution, reset, watch

    /// Whether it needs an exercise number, may take one, or takes none.
    var exercise: Requirement {
      switch self {
      case .check, .hint, .solution: .required
      case .reset: .optional
      case .list, .next, .watch: .none
      }
    }

    enum Requirement { case required, optional, none }
  }

  public var subcommand: Subcommand
  /// The exercise number as typed (`3`), if any.
  public var exercise: String?
  /// `--path DIR`: the course folder.
  public var path: String?
  /// `--force`: `solution` before the exercise is done.
  public var force: Bool

  public init(_ subcommand: Subcommand, exercise: String? = nil, path: String? = nil, force: Bool = false) {
    self.subcommand = subcommand
    self.exercise = exercise
    self.path = path
    self.force = force
  }

  static let subcommandNames = Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
}

extension ArgumentParser {
  /// `course [--path DIR] <subcommand> [<n>] [--force]`; options may come anywhere.
  static func parseCourse(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    let parsed = try read(arguments, with: courseTable)
    if parsed.asksForHelp { return .help(.course) }
    let path = parsed["--path"]
    let force = parsed.has("--force")
    let words = parsed.operands
    guard let name = words.first else {
      if force { throw .usage("--force applies to 'course solution' only") }
      return .help(.course)
    }
    guard let subcommand = CourseOptions.Subcommand(rawValue: name.lowercased()) else {
      throw .usage("unknown course subcommand '\(shown(name))' (subcommands: \(CourseOptions.subcommandNames))")
    }
    if force, subcommand != .solution { throw .usage("--force applies to 'course solution' only") }
    let numbers = words.dropFirst()
    switch subcommand.exercise {
    case .none:
      if let first = numbers.first {
        throw .usage("'course \(subcommand.rawValue)' takes no exercise number, got '\(shown(first))'")
      }
    case .required, .optional:
      guard numbers.count <= 1 else {
        throw .usage(
          "'course \(subcommand.rawValue)' takes one exercise number, got '\(shown(numbers.joined(separator: " ")))'")
      }
    }
    return .course(CourseOptions(subcommand, exercise: numbers.first, path: path, force: force))
  }
}
