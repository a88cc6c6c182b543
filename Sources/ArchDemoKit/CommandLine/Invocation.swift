import Domain
import Instrumentation

/// What the command line asked for.
public enum Invocation: Hashable, Sendable {
  case help
  case list
  case run(RunOptions)
  /// The four patterns side by side, on one feature or on all.
  case compare(Feature?)
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
