import ArgumentTable
import Comparison
import Harness
import Instrumentation

/// The options of each `archdemo` command, declared once: the parser reads them, the mistakes
/// name them, and the help lists them from these tables.
extension ArgumentParser {
  /// `archdemo run`'s options, in the order an unknown option's message lists them.
  static let runTable = OptionTable(
    command: "run",
    options: [
      .value("--pattern", "<p>", hint: "patterns: \(patternNames)", listedInHelp: false),
      .value(
        "--script", "\"<action>; <action>\"", hint: "e.g. --script \"search perez; clear\"",
        summary: ["actions to perform, in order; without it,", "actions are read from standard input"],
        help: ["actions to perform, in order; without it, actions are", "read from standard input"]),
      .flag(
        "--trace", summary: ["also print every message that crosses a layer boundary"],
        attached: (
          value: "locations", summary: ["the same, each message ending with the line that sent it"],
          help: [
            "as --trace, each message ending with the file and line",
            "that sent it, e.g. Sources/TextUI/Window.swift:63",
          ]
        )),
      .value(
        "--diagram", "FILE.svg", hint: "an SVG file to write, e.g. run.svg",
        summary: ["also write those messages as an SVG sequence diagram"],
        help: [
          "also write those messages to FILE.svg as a sequence",
          "diagram, one band per action (with or without --trace)",
        ]),
      .value(
        "--rows", "N", hint: "a number of rows from 1 to 10000",
        summary: ["rows a list shows at once; default: fits the terminal, 20", "when output is not a terminal"],
        help: [
          "rows a list shows at once (scroll with down, up, next page,",
          "previous page, top, bottom); default: what fits in the",
          "terminal, or 20 when standard output is not a terminal",
        ]),
      .value(
        "--columns", "N", hint: "a width from 20 to 1000",
        summary: ["columns a frame takes; default: the terminal's width, 100", "when output is not a terminal"],
        help: [
          "columns a frame takes: a table cuts a cell too long with …,",
          "other text wraps at words; default: the terminal's width,",
          "or 100 when standard output is not a terminal",
        ]),
      .value("--today", "YYYY-MM-DD", hint: "a date as YYYY-MM-DD", summary: ["todos: pin \"today\""]),
      .value(
        "--data", "DIR", hint: "a directory of fixtures",
        summary: ["read fixtures from DIR (same JSON shapes as the bundled ones)"], help: ["read fixtures from DIR"]),
      .value(
        "--api", "URL", hint: "a base URL such as http://127.0.0.1:8000",
        summary: ["fetch URL/<feature>.json over HTTP instead"]),
      .flag(
        "--newsapi", summary: ["news: read NewsAPI itself, with the key in NEWSAPI_KEY"],
        help: [
          "news: read live news from NewsAPI itself, with the key in",
          "the environment variable NEWSAPI_KEY (never on the command",
          "line; get one at https://newsapi.org/register)",
        ]),
      .value("--store", "FILE", hint: "a JSON file", summary: ["todos, favourites: keep them in a JSON file"]),
      .value(
        "--fault", Fault.allCases.map(\.rawValue).joined(separator: "|"),
        hint: "faults: \(Fault.allCases.map(\.rawValue).joined(separator: ", "))",
        summary: ["make the feature's service fail that way"]),
      .value(
        "--answers", AnswerDelivery.allCases.map(\.rawValue).joined(separator: "|"),
        hint: "answers: \(AnswerDelivery.allCases.map(\.rawValue).joined(separator: ", "))",
        summary: ["held: each request waits for the action answer (or", "answer all); default: immediate"],
        help: [
          "held: every service and store request waits until the",
          "action answer releases the oldest (answer all, every one),",
          "so actions can overlap requests; default: immediate",
        ]),
      .value(
        "--views", ViewLayer.allCases.map(\.rawValue).joined(separator: "|"),
        hint: "views: \(ViewLayer.allCases.map(\.rawValue).joined(separator: ", "))",
        summary: ["declarative: SwiftUI-shaped views; default: imperative", "(UIKit-shaped); the frames are the same"],
        help: [
          "declarative: SwiftUI-shaped views, values drawn from the",
          "state they read; default: imperative, UIKit-shaped views;",
          "both show the same frames",
        ]),
    ],
    shown: { ActionParser.printable($0) })

  /// `archdemo compare`'s options.
  static let compareTable = OptionTable(
    command: "compare",
    options: [
      .value(
        "--format", ReportFormat.allCases.map(\.rawValue).joined(separator: "|"), hint: "formats: \(formatNames)"),
      .flag("--changes"),
    ],
    listsHelp: true, shown: { ActionParser.printable($0) })

  /// `archdemo explore`'s options.
  static let exploreTable = OptionTable(
    command: "explore",
    options: [.value("--port", "N", hint: "a port from 1 to 65535")],
    listsHelp: true, shown: { ActionParser.printable($0) })

  static var patternNames: String { Pattern.allCases.map(\.rawValue).joined(separator: ", ") }
  static var featureNames: String { Feature.allCases.map(\.rawValue).joined(separator: ", ") }
  static var formatNames: String { ReportFormat.allCases.map(\.rawValue).joined(separator: ", ") }
}
