import Comparison
import Course
import Domain
import Harness
import Instrumentation

/// What the command line asked for.
package enum Invocation: Hashable, Sendable {
  /// A help text: the program's, or one command's (`archdemo run --help`).
  case help(Command?)
  /// The program's version (`--version`).
  case version
  /// The patterns and features, each with a summary (`list`).
  case list
  /// One feature in one pattern, with these options (`run`).
  case run(RunOptions)
  /// Every pattern side by side, on one feature or on all, in a report format.
  case compare(Feature?, format: ReportFormat)
  /// What each change request in `Examples/Changes` cost each pattern (`compare --changes`).
  case compareChanges(format: ReportFormat)
  /// The course: list, check, hint, next, solution, reset or watch.
  case course(CourseOptions)
  /// The explorer: every pattern side by side in a browser, served on 127.0.0.1 at this port
  /// (`explore [--port N]`; `nil` for a free one).
  case explore(port: UInt16?)
  /// Whether a learner's favourites chapter in this pattern is done (`tutorial check <pattern>`).
  case tutorialCheck(Pattern, buildSilence: Int?)

  /// The commands, for their own help texts.
  package enum Command: String, CaseIterable, Hashable, Sendable {
    /// A command, named as it is typed.
    case run, compare, list, explore, course, tutorial
  }
}

/// The options of `archdemo run`, as typed.
///
/// Values are kept as typed; ``EnvironmentBuilder`` reads the dates, paths and URLs and checks
/// the files they name.
package struct RunOptions: Hashable, Sendable {
  /// The pattern to run the feature in (`--pattern`).
  package var pattern: Pattern
  /// The feature to run.
  package var feature: Feature
  /// The actions to perform, separated by `;` (`--script`); `nil` reads them from standard
  /// input.
  package var script: String?
  /// Whether to print every message that crosses a layer boundary (`--trace`).
  package var trace: Bool
  /// Whether each printed message ends with the source line that wrote it (`--trace=locations`).
  package var traceLocations: Bool
  /// Where to write the run's messages as an SVG sequence diagram (`--diagram FILE.svg`).
  package var diagramFile: String?
  /// The day that counts as today, as typed (`--today`).
  package var today: String?
  /// A directory of fixtures to read instead of the bundled ones (`--data`).
  package var dataDirectory: String?
  /// A base URL to fetch the documents from (`--api`).
  package var apiURL: String?
  /// Whether the news feature reads NewsAPI itself, with the key in `NEWSAPI_KEY` (`--newsapi`).
  package var newsAPI: Bool
  /// A JSON file to keep the to-dos or the favourites in (`--store`).
  package var storeFile: String?
  /// The fault to inject (`--fault`).
  package var fault: Fault?
  /// How many rows a list shows at once (`--rows`); `nil` to fit the terminal, or for the
  /// default when standard output is not one.
  package var rows: Int?
  /// How wide a frame is, in columns (`--columns`); `nil` for the terminal's width, or for
  /// the default (100) when standard output is not a terminal.
  package var columns: Int?
  /// When requests are answered (`--answers`): at once, or when the script says.
  package var answers: AnswerDelivery
  /// The view layer the pattern shows the feature with (`--views`): UIKit-shaped or
  /// SwiftUI-shaped.
  package var views: ViewLayer

  /// The widths `--columns` takes: room for a numbered row and a few letters, up to a width
  /// no screen has.
  package static let columnRange = 20...1_000

  /// The most rows `--rows` takes: a view taller than any screen, not a way to print a
  /// million-row list at once.
  package static let rowLimit = 10_000

  /// Creates options; only the pattern and the feature are required.
  ///
  /// - Parameters:
  ///   - pattern: the pattern to run the feature in.
  ///   - feature: the feature to run.
  ///   - script: the actions to perform, separated by `;`.
  ///   - trace: whether to print the messages that cross layer boundaries.
  ///   - traceLocations: whether each printed message ends with the line that wrote it.
  ///   - today: the day that counts as today, as `YYYY-MM-DD`.
  ///   - dataDirectory: a directory of fixtures.
  ///   - apiURL: a base URL to fetch the documents from.
  ///   - newsAPI: whether the news feature reads NewsAPI itself.
  ///   - storeFile: a JSON file to keep the to-dos in.
  ///   - fault: the fault to inject.
  ///   - diagramFile: where to write the messages as an SVG sequence diagram.
  ///   - rows: how many rows a list shows at once.
  ///   - columns: how wide a frame is.
  ///   - answers: when requests are answered.
  ///   - views: the view layer.
  package init(
    pattern: Pattern, feature: Feature, script: String? = nil, trace: Bool = false, traceLocations: Bool = false,
    today: String? = nil,
    dataDirectory: String? = nil, apiURL: String? = nil, newsAPI: Bool = false, storeFile: String? = nil,
    fault: Fault? = nil,
    diagramFile: String? = nil, rows: Int? = nil, columns: Int? = nil, answers: AnswerDelivery = .immediate,
    views: ViewLayer = .imperative
  ) {
    self.pattern = pattern
    self.feature = feature
    self.script = script
    self.trace = trace
    self.traceLocations = traceLocations
    self.today = today
    self.dataDirectory = dataDirectory
    self.apiURL = apiURL
    self.newsAPI = newsAPI
    self.storeFile = storeFile
    self.fault = fault
    self.diagramFile = diagramFile
    self.rows = rows
    self.columns = columns
    self.answers = answers
    self.views = views
  }
}
