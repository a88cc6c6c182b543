import Comparison
import Domain
import Harness
import Instrumentation

/// Reads `archdemo`'s arguments into an ``Invocation``.
public enum ArgumentParser {
  static let runOptions = [
    "--pattern", "--script", "--trace", "--diagram", "--today", "--data", "--api", "--store", "--fault",
  ]
  static let runFlags: Set<String> = ["--trace"]

  /// Reads the arguments of one `archdemo` command line.
  ///
  /// Every mistake is found here, before anything runs: an unknown command, option, pattern,
  /// feature or fault, a missing or repeated value, an option given to a feature it does not
  /// apply to (`--today` is for todos only, `--store` for todos and favourites, `--data` and
  /// `--api` for the others), or two options that exclude each other (`--fault` with `--store`, `--data` with `--api`).
  ///
  /// - Parameter arguments: the arguments after the program's name.
  /// - Returns: what the command line asks for; no arguments at all ask for the help.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the valid choices.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    guard let command = arguments.first else { return .help(nil) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      guard let topic = rest.first else { return .help(nil) }
      guard rest.count == 1, let command = Invocation.Command(rawValue: topic) else {
        throw .usage(
          "'\(shown(command))' takes at most a command, got '\(shown(rest.joined(separator: " ")))' (commands: run, compare, list, course)"
        )
      }
      return .help(command)
    case "--version":
      try noArguments(rest, after: command)
      return .version
    case "list":
      if isHelp(rest) { return .help(.list) }
      try noArguments(rest, after: command)
      return .list
    case "run":
      return try parseRun(rest)
    case "compare":
      return try parseCompare(rest)
    case "course":
      return try parseCourse(rest)
    default:
      if command.hasPrefix("-") {
        throw .usage(
          "unknown option '\(shown(command))' (options: --help, --version; commands: run, compare, list, course, help)")
      }
      throw .usage("unknown command '\(shown(command))' (commands: run, compare, list, course, help)")
    }
  }

  private static func isHelp(_ arguments: [String]) -> Bool {
    arguments.count == 1 && ["--help", "-h"].contains(arguments[0])
  }

  private static func noArguments(_ arguments: [String], after command: String) throws(CommandLineError) {
    guard let first = arguments.first else { return }
    if first.hasPrefix("-") { throw .usage("unknown option '\(shown(first))' for \(command) (options: --help)") }
    throw .usage("'\(command)' takes no arguments, got '\(shown(first))'")
  }

  private static func parseRun(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    var values: [String: String] = [:]
    var features: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-") else {
        features.append(argument)
        continue
      }
      // Only where an option may stand: `--script -h` is a script, not a request for help.
      if argument == "--help" || argument == "-h" { return .help(.run) }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard runOptions.contains(name) else {
        throw .usage("unknown option '\(shown(name))' for run (options: \(runOptions.joined(separator: ", ")))")
      }
      if name == "--trace", let given = value {
        guard given == "locations" else {
          throw .usage("--trace takes no value but one: --trace=locations, got '\(shown(argument))'")
        }
      } else if runFlags.contains(name) {
        guard value == nil else { throw .usage("\(name) takes no value") }
        value = ""
      } else if value == nil {
        guard index < arguments.count else { throw .usage("\(name) needs a value (\(valueHint(name)))") }
        value = arguments[index]
        index += 1
      }
      guard values[name] == nil else { throw .usage("\(name) is given twice") }
      values[name] = value
    }
    return .run(try options(values: values, features: features))
  }

  private static func options(values: [String: String], features: [String]) throws(CommandLineError) -> RunOptions {
    let patterns = Pattern.allCases.map(\.rawValue).joined(separator: ", ")
    let featureNames = Feature.allCases.map(\.rawValue).joined(separator: ", ")
    guard let patternName = values["--pattern"] else { throw .usage("run needs --pattern <p> (patterns: \(patterns))") }
    guard let pattern = Pattern(rawValue: patternName.lowercased()) else {
      throw .usage("unknown pattern '\(shown(patternName))' (patterns: \(patterns))")
    }
    guard let featureName = features.first else { throw .usage("run needs a feature (features: \(featureNames))") }
    guard features.count == 1 else {
      throw .usage("run takes one feature, got '\(shown(features.joined(separator: " ")))' (features: \(featureNames))")
    }
    guard let feature = Feature(rawValue: featureName.lowercased()) else {
      throw .usage("unknown feature '\(shown(featureName))' (features: \(featureNames))")
    }
    var fault: Fault?
    if let faultName = values["--fault"] {
      fault = Fault(rawValue: faultName.lowercased())
      guard fault != nil else {
        throw .usage(
          "unknown fault '\(shown(faultName))' (faults: \(Fault.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
    }
    if values["--today"] != nil, feature != .todos {
      throw .usage("--today applies to todos only (features: todos)")
    }
    if values["--store"] != nil, feature != .todos, feature != .favourites {
      throw .usage("--store applies to todos and favourites only (features: todos, favourites)")
    }
    for name in ["--data", "--api"] where values[name] != nil && feature == .todos {
      throw .usage(
        "\(name) applies to users, drivers, news, melodies and favourites; todos keep their items in --store")
    }
    if values["--fault"] != nil, values["--store"] != nil {
      let store = feature == .favourites ? "favourites store" : "to-do store"
      throw .usage("--fault replaces the \(store) with a failing one, so it cannot be given with --store")
    }
    if values["--data"] != nil, values["--api"] != nil {
      throw .usage("--data and --api both say where data comes from; give one of them")
    }
    return RunOptions(
      pattern: pattern, feature: feature, script: values["--script"], trace: values["--trace"] != nil,
      traceLocations: values["--trace"] == "locations", today: values["--today"],
      dataDirectory: values["--data"], apiURL: values["--api"], storeFile: values["--store"], fault: fault,
      diagramFile: values["--diagram"])
  }

  static func valueHint(_ option: String) -> String {
    switch option {
    case "--pattern": "patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))"
    case "--script": "e.g. --script \"search perez; clear\""
    case "--diagram": "an SVG file to write, e.g. run.svg"
    case "--today": "a date as YYYY-MM-DD"
    case "--data": "a directory of fixtures"
    case "--api": "a base URL such as http://127.0.0.1:8000"
    case "--store": "a JSON file"
    default: "faults: \(Fault.allCases.map(\.rawValue).joined(separator: ", "))"
    }
  }

  /// An argument as a message shows it: control characters as `?`, long ones cut.
  static func shown(_ text: String) -> String {
    ActionParser.printable(text)
  }
}
