import ArgumentTable
import Comparison
import ConsoleIO
import Course
import Domain
import Harness
import Instrumentation

/// Reads `archdemo`'s arguments into an ``Invocation``.
package enum ArgumentParser {
  /// Reads the arguments of one `archdemo` command line.
  ///
  /// Every mistake is found here, before anything runs: an unknown command, option, pattern,
  /// feature or fault, a missing or repeated value, an option given to a feature it does not
  /// apply to (`--today` is for todos only, `--store` for todos and favourites, `--data` and
  /// `--api` for the others), or two options that exclude each other (`--fault` with `--store`, `--data` with `--api`).
  ///
  /// - Parameter arguments: the arguments after the program's name.
  /// - Returns: what the command line asks for; no arguments at all ask for the help.
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` naming the valid choices.
  package static func parse(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    guard let command = arguments.first else { return .help(nil) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      guard let topic = rest.first else { return .help(nil) }
      guard rest.count == 1, let command = Invocation.Command(rawValue: topic) else {
        throw .usage(
          "'\(shown(command))' takes at most a command, got '\(shown(rest.joined(separator: " ")))' (commands: run, compare, list, explore, course, tutorial)"
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
      return try CourseOptions.parse(rest).map(Invocation.course) ?? .help(.course)
    case "tutorial":
      return try parseTutorial(rest)
    case "explore":
      return try parseExplore(rest)
    default:
      if command.hasPrefix("-") {
        throw .usage(
          "unknown option '\(shown(command))' (options: --help, --version; commands: run, compare, list, explore, course, tutorial, help)"
        )
      }
      throw .usage(
        "unknown command '\(shown(command))' (commands: run, compare, list, explore, course, tutorial, help)")
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

  /// `tutorial check <pattern> [--build-silence SECONDS]`; `tutorial` alone, or with `--help`,
  /// asks for its help.
  private static func parseTutorial(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    guard let subcommand = arguments.first, !isHelp(arguments) else { return .help(.tutorial) }
    guard subcommand == "check" else {
      throw .usage("unknown tutorial subcommand '\(shown(subcommand))' (subcommands: check)")
    }
    var rest = Array(arguments.dropFirst())
    if rest.count == 1, isHelp(rest) { return .help(.tutorial) }
    var buildSilence: Int?
    if let index = rest.firstIndex(of: "--build-silence") {
      guard index + 1 < rest.count else { throw .usage("--build-silence needs SECONDS, a whole number of seconds") }
      buildSilence = try CourseOptions.seconds(rest[index + 1], option: "--build-silence")
      rest.removeSubrange(index...(index + 1))
    }
    guard let name = rest.first else { throw .usage("tutorial check needs a pattern (patterns: \(patternNames))") }
    guard rest.count == 1 else {
      throw .usage("tutorial check takes one pattern, got '\(shown(rest.joined(separator: " ")))'")
    }
    guard let pattern = Pattern(rawValue: name.lowercased()) else {
      throw .usage("unknown pattern '\(shown(name))' (patterns: \(patternNames))")
    }
    return .tutorialCheck(pattern, buildSilence: buildSilence)
  }

  private static func parseRun(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    let parsed = try read(arguments, with: runTable)
    if parsed.asksForHelp { return .help(.run) }
    return .run(try options(values: parsed.values, features: parsed.operands))
  }

  /// Reads `arguments` with a command's table, a mistake becoming a usage error.
  static func read(_ arguments: [String], with table: OptionTable) throws(CommandLineError) -> ParsedArguments {
    do {
      return try table.parse(arguments)
    } catch {
      throw .usage(error.message)
    }
  }

  private static func options(values: [String: String], features: [String]) throws(CommandLineError) -> RunOptions {
    let patterns = patternNames
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
    if values["--newsapi"] != nil {
      guard feature == .news else { throw .usage("--newsapi applies to news only (features: news)") }
      for name in ["--data", "--api", "--fault"] where values[name] != nil {
        throw .usage("--newsapi reads NewsAPI itself, so it cannot be given with \(name)")
      }
    }
    var rows: Int?
    if let text = values["--rows"] {
      guard let number = Int(text), (1...RunOptions.rowLimit).contains(number) else {
        throw .usage("--rows needs a number of rows from 1 to \(RunOptions.rowLimit), got '\(shown(text))'")
      }
      rows = number
    }
    var columns: Int?
    if let text = values["--columns"] {
      let range = RunOptions.columnRange
      guard let number = Int(text), range.contains(number) else {
        throw .usage(
          "--columns needs a width from \(range.lowerBound) to \(range.upperBound) columns, got '\(shown(text))'")
      }
      columns = number
    }
    var answers = AnswerDelivery.immediate
    if let text = values["--answers"] {
      guard let delivery = AnswerDelivery(rawValue: text.lowercased()) else {
        throw .usage(
          "unknown answers '\(shown(text))' (answers: \(AnswerDelivery.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      answers = delivery
    }
    var views = ViewLayer.imperative
    if let text = values["--views"] {
      guard let layer = ViewLayer(rawValue: text.lowercased()) else {
        throw .usage(
          "unknown views '\(shown(text))' (views: \(ViewLayer.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      views = layer
    }
    return RunOptions(
      pattern: pattern, feature: feature, script: values["--script"], trace: values["--trace"] != nil,
      traceLocations: values["--trace"] == "locations", today: values["--today"],
      dataDirectory: values["--data"], apiURL: values["--api"], newsAPI: values["--newsapi"] != nil,
      storeFile: values["--store"], fault: fault, diagramFile: values["--diagram"], rows: rows, columns: columns,
      answers: answers, views: views)
  }

  /// An argument as a message shows it: control characters as `?`, long ones cut.
  static func shown(_ text: String) -> String {
    ActionParser.printable(text)
  }
}
