import Domain
import Instrumentation

/// What the command line asked for.
public enum Invocation: Hashable, Sendable {
  /// A help text: the program's, or one command's (`archdemo run --help`).
  case help(Command?)
  /// The program's version (`--version`).
  case version
  case list
  case run(RunOptions)
  /// The four patterns side by side, on one feature or on all, in a report format.
  case compare(Feature?, format: ReportFormat)
  /// The course: list, check, hint, next, solution, reset or watch.
  case course(CourseOptions)

  /// The commands, for their own help texts.
  public enum Command: String, CaseIterable, Hashable, Sendable {
    case run, compare, list, course
  }
}

/// The options of `archdemo run`, as typed.
public struct RunOptions: Hashable, Sendable {
  public var pattern: Pattern
  public var feature: Feature
  public var script: String?
  public var trace: Bool
  public var today: String?
  public var dataDirectory: String?
  public var apiURL: String?
  public var storeFile: String?
  public var fault: Fault?

  public init(
    pattern: Pattern, feature: Feature, script: String? = nil, trace: Bool = false, today: String? = nil,
    dataDirectory: String? = nil, apiURL: String? = nil, storeFile: String? = nil, fault: Fault? = nil
  ) {
    self.pattern = pattern
    self.feature = feature
    self.script = script
    self.trace = trace
    self.today = today
    self.dataDirectory = dataDirectory
    self.apiURL = apiURL
    self.storeFile = storeFile
    self.fault = fault
  }
}
