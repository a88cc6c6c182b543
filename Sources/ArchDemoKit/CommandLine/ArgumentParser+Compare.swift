import ArgumentTable
import Comparison
import ConsoleIO
import Domain
import Harness

extension ArgumentParser {
  /// `compare [<feature> | --changes] [--format text|markdown|json]`.
  static func parseCompare(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    let parsed = try read(arguments, with: compareTable)
    if parsed.asksForHelp { return .help(.compare) }
    var format: ReportFormat?
    if let value = parsed["--format"] {
      guard let named = ReportFormat(rawValue: value.lowercased()) else {
        throw .usage("unknown format '\(shown(value))' (formats: \(formatNames))")
      }
      format = named
    }
    let changes = parsed.has("--changes")
    var feature: Feature?
    for argument in parsed.operands {
      guard feature == nil else {
        throw .usage(
          "compare takes at most one feature, got '\(shown(argument))' after '\(feature!.rawValue)' (features: \(featureNames))"
        )
      }
      guard let named = Feature(rawValue: argument.lowercased()) else {
        throw .usage("unknown feature '\(shown(argument))' (features: \(featureNames))")
      }
      feature = named
    }
    if changes {
      guard feature == nil else { throw .usage("compare --changes takes no feature: it reads every change request") }
      return .compareChanges(format: format ?? .text)
    }
    return .compare(feature, format: format ?? .text)
  }
}

extension ArgumentParser {
  /// `explore [--port N]`.
  static func parseExplore(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    let parsed = try read(arguments, with: exploreTable)
    if parsed.asksForHelp { return .help(.explore) }
    if let operand = parsed.operands.first { throw .usage("explore takes no arguments, got '\(shown(operand))'") }
    guard let text = parsed["--port"] else { return .explore(port: nil) }
    guard let port = UInt16(text), port > 0 else {
      throw .usage("--port needs a port from 1 to 65535, got '\(shown(text))'")
    }
    return .explore(port: port)
  }
}
