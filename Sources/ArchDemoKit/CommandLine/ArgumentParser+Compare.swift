import Comparison
import Domain
import Harness

extension ArgumentParser {
  /// `compare [<feature> | --changes] [--format text|markdown|json]`.
  static func parseCompare(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    let featureNames = Feature.allCases.map(\.rawValue).joined(separator: ", ")
    let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    var feature: Feature?
    var format: ReportFormat?
    var changes = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" { return .help(.compare) }
      if argument == "--format" || argument.hasPrefix("--format=") {
        guard format == nil else { throw .usage("--format is given twice") }
        var value = argument.hasPrefix("--format=") ? String(argument.dropFirst("--format=".count)) : nil
        if value == nil {
          guard index < arguments.count else { throw .usage("--format needs a value (formats: \(formats))") }
          value = arguments[index]
          index += 1
        }
        guard let parsed = ReportFormat(rawValue: value!.lowercased()) else {
          throw .usage("unknown format '\(shown(value!))' (formats: \(formats))")
        }
        format = parsed
        continue
      }
      if argument == "--changes" {
        guard !changes else { throw .usage("--changes is given twice") }
        changes = true
        continue
      }
      if argument.hasPrefix("-") {
        throw .usage("unknown option '\(shown(argument))' for compare (options: --format, --changes, --help)")
      }
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
