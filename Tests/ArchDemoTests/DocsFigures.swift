import ConsoleIO
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Comparison
@testable import Harness

/// The counts the docs state about the kit, filled in from the kit's own output.
///
/// Two forms, both HTML comments, which DocC and GitHub drop from what they show:
///
/// - **A figure** inside a sentence: `<!--fig PATH-->1403<!--/fig-->`. `PATH` is a path in the
///   JSON of `archdemo compare --format json` (every feature): keys separated by dots, an array's
///   element by its `feature` or `name` (`features.drivers.scenarios.load.messages.mvc`) or its
///   index, and `count` for the length of a list the JSON prints. Paths that start with `course.`
///   read the course's manifest (``course(root:)``). `<!--fig PATH word-->six<!--/fig-->` writes
///   the number in words, `Word` capitalised.
/// - **A region** of whole lines: `<!-- figures:begin NAME -->` … `<!-- figures:end -->`,
///   holding a table that ``Regions`` makes from the comparison, or a command's output (what
///   `archdemo compare drivers` or `archdemo list` prints, the trace of a page's diagram run).
///
/// Figures in code voice or in fenced code are examples of the syntax and stay as they are.
/// A figure never begins a line (after a list marker or indentation): Markdown reads a line that
/// starts with an HTML comment as an HTML block, and DocC drops the whole line.
///
/// `DocsFiguresTests` fills both in every page and fails when a page differs; with
/// `ARCHDEMO_RECORD_DOCS=1` it writes the pages anew.
enum DocsFigures {
  /// What a figure's path is read from.
  struct Sources {
    /// `archdemo compare --format json` over every feature, as JSONSerialization reads it.
    var compare: Any
    /// The course's figures (``course(root:)``).
    var course: [String: Any]
    /// The comparison the JSON was printed from, for the tables.
    var kit: KitComparison
    /// The regions that quote a command's output, by name, as fenced blocks.
    var outputs: [String: String] = [:]
  }

  /// A path that leads nowhere, or to something that is not a count.
  struct Unresolved: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "figure \(path): \(reason)" }
  }

  /// `<!--fig PATH-->VALUE<!--/fig-->`, with an optional `word` or `Word` after the path.
  static var figure: Regex<(Substring, Substring, Substring?, Substring)> {
    #/<!--fig ([^\s>]+)(?: (word|Word))?-->(.*?)<!--/fig-->/#
  }

  /// Every file the docs are made of that can hold figures: README.md and the catalog's
  /// articles and tutorial pages, as paths from the package folder.
  static func pages() throws -> [String] {
    let catalog = "Docs/ArchDemo.docc"
    let walker = try #require(FileManager.default.enumerator(atPath: DocsFiles.catalog.path))
    let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") || $0.hasSuffix(".tutorial") }
    return ["README.md"] + files.sorted().map { "\(catalog)/\($0)" }
  }

  /// Runs `archdemo compare` as the command line runs it, reads the course's manifest, and
  /// plays the runs whose output the docs quote.
  @MainActor
  static func sources() async throws -> Sources {
    let kit = await WholeComparison.kit()
    let json = try JSONSerialization.jsonObject(with: Data(ComparisonReport.json(for: kit).utf8))
    var sources = Sources(compare: json, course: try course(root: DocsFiles.package), kit: kit)
    let console = RecordingConsole()
    await ArchDemoProgram.compare([.drivers], format: .text, console: console)
    sources.outputs["compare-drivers"] = "```text\n" + console.output + "```"
    sources.outputs["list"] = "```text\n" + HelpText.list + "```"
    for pattern in Pattern.allCases {
      sources.outputs["trace-\(pattern.rawValue)-drivers-search"] = try await trace(
        DocsResourceTests.driversSearch(pattern))
      sources.outputs["trace-\(pattern.rawValue)-todos-save"] = try await trace(DocsResourceTests.todosSave(pattern))
      sources.outputs["trace-\(pattern.rawValue)-news-superseded"] = try await trace(newsSuperseded(pattern))
    }
    for (name, file, declaration) in quotes {
      sources.outputs["quote-\(name)"] = try quote(file, declaration)
    }
    return sources
  }

  /// A search typed while the last one is out, answers held: the run "Where the Work Runs" traces.
  nonisolated static func newsSuperseded(_ pattern: Pattern) -> [String] {
    [
      "run", "--pattern", pattern.rawValue, "news", "--answers", "held", "--script",
      "answer; search swift; search cafe; answer all",
    ]
  }

  /// The declarations the pages quote whole: a region's name (after `quote-`), the file, and the
  /// start of the declaration's first line.
  static let quotes = [
    ("mvc-news-load", "Sources/MVC/News/NewsListViewController.swift", "private func loadArticles() {"),
    ("mvp-news-load", "Sources/MVP/News/NewsListPresenter.swift", "private func loadArticles() {"),
    ("mvvm-news-load", "Sources/MVVM/News/NewsListViewModel.swift", "private func loadArticles() {"),
    (
      "viper-news-load", "Sources/VIPER/News/NewsListInteractor.swift",
      "func loadArticles(matching query: SearchQuery) {"
    ),
    (
      "udf-news-load", "Sources/UDF/News/NewsFeature.swift",
      "private func load(_ state: inout State) -> Effect<Action> {"
    ),
    ("mvp-star", "Sources/MVP/Favourites/FavouriteDetailPresenter.swift", "func starTapped() {"),
    (
      "mvc-drivers-make-loaded", "Tests/MVCTests/DriversViewControllerTests.swift",
      "private func makeLoadedController() async -> DriversViewController {"
    ),
    (
      "mvc-drivers-search-test", "Tests/MVCTests/DriversViewControllerTests.swift",
      "@Test func searchWithAccentlessQuery_findsAccentedDriverWithoutARequest()"
    ),
    (
      "mvc-add-delegate-spy", "Tests/MVCTests/AddTodoViewControllerTests.swift",
      "final class AddTodoDelegateSpy: AddTodoViewControllerDelegate {"
    ),
    ("mvc-news-select", "Sources/MVC/News/NewsListViewController.swift", "private func rowSelected(at index: Int) {"),
    ("mvc-news-show", "Sources/MVC/News/NewsListViewController.swift", "private func show(_ feed: NewsFeed) {"),
    (
      "mvp-drivers-make-loaded", "Tests/MVPTests/DriversPresenterTests.swift",
      "private func makeLoadedPresenter() async -> DriversPresenter {"
    ),
    (
      "mvp-drivers-search-test", "Tests/MVPTests/DriversPresenterTests.swift",
      "@Test func searchWithNoMatch_showsEmptyStateNamingQuery()"
    ),
    (
      "mvp-drivers-view-mock", "Tests/MVPTests/Mocks/DriversViewMock.swift",
      "final class DriversViewMock: DriversView {"
    ),
    (
      "mvp-drivers-view", "Sources/MVP/Drivers/DriversViewInterface.swift",
      "protocol DriversViewInterface: SearchableListViewInterface {"
    ),
    ("mvp-list-view", "Sources/MVP/Shared/ListView.swift", "protocol ListView: AnyObject {"),
    ("mvp-searchable-list-view", "Sources/MVP/Shared/ListView.swift", "protocol SearchableListView: ListView {"),
    (
      "mvp-drivers-screen", "Sources/MVP/Drivers/DriversView.swift",
      "final class DriversView: Screen, DriversViewInterface, ListPanelView {"
    ),
    (
      "mvvm-drivers-type", "Sources/MVVM/Drivers/DriversViewModelType.swift",
      "protocol DriversViewModelType: AnyObject {"
    ),
    (
      "mvvm-drivers-make-loaded", "Tests/MVVMTests/DriversViewModelTests.swift",
      "private func makeLoadedViewModel() async -> DriversViewModel {"
    ),
    (
      "mvvm-drivers-search-test", "Tests/MVVMTests/DriversViewModelTests.swift",
      "@Test func search_filtersFetchedDriversWithoutAskingTheServiceAgain()"
    ),
    (
      "mvvm-add-save-test", "Tests/MVVMTests/AddTodoViewModelTests.swift",
      "@Test func saveWithValidDraft_storesTrimmedItemAndHandsItToTheCoordinator()"
    ),
    ("mvvm-draw-cycle-update", "Sources/MVVM/Binding/DrawCycle.swift", "func update(_ bind: () -> Void) {"),
    ("mvvm-drivers-body", "Sources/MVVM/Drivers/DriversView.swift", "func body() -> [String] {"),
    (
      "viper-drivers-assemble", "Sources/VIPER/Drivers/DriversRouter.swift",
      "static func assembleModule(service: any DriverService) -> DriversView {"
    ),
    (
      "viper-drivers-presenter-test", "Tests/VIPERTests/Drivers/DriversPresenterTests.swift",
      "@Test func viewDidLoad_showsLoadingBeforeAskingTheInteractor()"
    ),
    (
      "viper-add-presenter-test", "Tests/VIPERTests/Todos/AddTodoPresenterTests.swift",
      "@Test func didSaveItem_dismissesThenTellsTheDelegateWhichItem()"
    ),
    (
      "viper-article-detail-interactor", "Sources/VIPER/News/ArticleDetailInteractor.swift",
      "final class ArticleDetailInteractor: ArticleDetailInteractorInput {"
    ),
    ("udf-drivers-data-source", "Sources/UDF/Drivers/DriversView.swift", "extension DriversView: TableDataSource {"),
    (
      "udf-drivers-load-test", "Tests/UDFTests/DriversFeatureTests.swift",
      "@Test func load_showsLoading_thenTheDrivers()"
    ),
    (
      "udf-todos-save-test", "Tests/UDFTests/TodosFeatureTests.swift",
      "@Test func add_saved_closesTheAddScreen_andReloadsTheList_withTheItem()"
    ),
    (
      "mvp-drivers-zero-test", "Tests/MVPTests/DriversPresenterTests.swift",
      "@Test func viewDidLoad_withZeroDrivers_showsEmptyStateNotError()"
    ),
    (
      "mvvm-drivers-no-match-test", "Tests/MVVMTests/DriversViewModelTests.swift",
      "@Test func searchWithNoMatch_outputsEmptyStateNamingTheQuery()"
    ),
    (
      "viper-drivers-search-test", "Tests/VIPERTests/Drivers/DriversPresenterTests.swift",
      "@Test func searchTextChanged_showsTrimmedTextAndFiltersWithoutFetching()"
    ),
    (
      "udf-drivers-search-test", "Tests/UDFTests/DriversFeatureTests.swift",
      "@Test func search_showsTheMatches_andNoMatchIsAnEmptyState()"
    ),
    ("feature-tags", "Sources/DomainTestSupport/FeatureTags.swift", "extension Tag {"),
    (
      "parity-scenario-test", "Tests/ParityTests/ScenarioParityTests.swift",
      "func scenario_givesTheCheckedInTranscript_inEveryPattern(_ scenario: Scenario)"
    ),
    (
      "mvvm-news-superseded-test", "Tests/MVVMTests/NewsListViewModelTests.swift",
      "@Test func searchTypedAgain_whileTheSearchIsOut_statesTheNewerAnswerOnly()"
    ),
    (
      "mvp-melodies-online-test", "Tests/MVPTests/MelodiesPresenterTests.swift",
      "@Test func viewDidLoad_online_showsFormattedMelodiesWithoutNotice()"
    ),
  ]

  /// The declaration in `file` whose first line starts with `declaration`, through the brace
  /// that closes it at the same indentation, unindented, in a fenced block: the kit's own code,
  /// as it is now.
  static func quote(_ file: String, _ declaration: String) throws -> String {
    let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(declaration) })
    else { throw Unresolved(path: "\(file): \(declaration)", reason: "no such declaration") }
    let indent = String(lines[start].prefix { $0 == " " })
    guard let end = lines[start...].firstIndex(of: indent + "}") else {
      throw Unresolved(path: "\(file): \(declaration)", reason: "the declaration never closes")
    }
    let body = lines[start...end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
    return "```swift\n" + body.joined(separator: "\n") + "\n```"
  }

  /// The trace lines of a run with `--trace`, as `… --trace | grep '^  ·'` keeps them, in a
  /// fenced block; the run is the one the page's sequence diagram draws (``DocsResourceTests``).
  @MainActor
  static func trace(_ arguments: [String]) async throws -> String {
    guard case .run(let options) = try ArgumentParser.parse(arguments + ["--trace"]) else {
      throw Unresolved(path: arguments.joined(separator: " "), reason: "not a run")
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    let console = RecordingConsole()
    _ = try await ArchDemoProgram.play(options, console: console, drawing: false, calendar: utc)
    let lines = console.output.split(separator: "\n").filter { $0.hasPrefix("  · ") }
    return "```\n" + lines.joined(separator: "\n") + "\n```"
  }

  /// The course's figures, from `Examples/Course/course.json` as shipped: `exercises`,
  /// `exercisesPerPattern` (only when every pattern has as many), `wrongSolutions` in all and
  /// `fewestWrongSolutions` of an exercise.
  static func course(root: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: root.appendingPathComponent("Examples/Course/course.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let exercises = try #require(manifest["exercises"] as? [[String: Any]], "course.json has no exercises")
    let perPattern = Dictionary(grouping: exercises) { $0["pattern"] as? String ?? "" }.mapValues(\.count)
    let wrong = exercises.map { ($0["wrongSolutions"] as? [Any])?.count ?? 0 }
    var figures: [String: Any] = [
      "exercises": exercises.count, "wrongSolutions": wrong.reduce(0, +), "fewestWrongSolutions": wrong.min() ?? 0,
    ]
    if Set(perPattern.values).count == 1, Set(perPattern.keys) == Set(Pattern.allCases.map(\.rawValue)) {
      figures["exercisesPerPattern"] = perPattern.values.first
    }
    return figures
  }

  /// The value at `path`, written as the page shows it.
  static func value(at path: String, format: String?, in sources: Sources) throws -> String {
    var keys = path.split(separator: ".").map(String.init)
    var node: Any = sources.compare
    if keys.first == "course" {
      keys.removeFirst()
      node = sources.course
    }
    for key in keys {
      node = try child(key, of: node, path: path)
    }
    if let text = node as? String {
      guard format == nil else { throw Unresolved(path: path, reason: "\"\(text)\" is not a whole number to spell") }
      return text
    }
    guard let count = node as? Int else { throw Unresolved(path: path, reason: "\(node) is not a count") }
    guard let format else { return String(count) }
    let word = try words(count, path: path)
    return format == "Word" ? word.prefix(1).uppercased() + word.dropFirst() : word
  }

  private static func child(_ key: String, of node: Any, path: String) throws -> Any {
    if let object = node as? [String: Any] {
      if let value = object[key] { return value }
      if key == "count" { return object.count }
    } else if let array = node as? [Any] {
      if key == "count" { return array.count }
      if let index = Int(key), array.indices.contains(index) { return array[index] }
      let named = array.first {
        guard let element = $0 as? [String: Any] else { return false }
        return element["feature"] as? String == key || element["name"] as? String == key
      }
      if let named { return named }
    }
    throw Unresolved(path: path, reason: "no \(key)")
  }

  static func words(_ count: Int, path: String = "") throws -> String {
    let ones = [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
      "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    switch count {
    case 0..<20: return ones[count]
    case 20..<100: return tens[count / 10] + (count % 10 == 0 ? "" : "-" + ones[count % 10])
    default: throw Unresolved(path: path, reason: "\(count) is too large to spell; write it in digits")
    }
  }

  /// `text` with every figure and region made anew from `sources`.
  static func filled(_ text: String, file: String, sources: Sources) throws -> String {
    let lines = text.components(separatedBy: "\n")
    var output: [String] = []
    var index = 0
    var inFence = false
    while index < lines.count {
      let line = lines[index]
      let isFence = line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
      if isFence { inFence.toggle() }
      if isFence || inFence {
        output.append(line)
        index += 1
        continue
      }
      if let name = Regions.begin(line) {
        let end = try #require(
          lines[(index + 1)...].firstIndex(of: Regions.end), "\(file):\(index + 1): figures:begin \(name) never ends")
        output.append(line)
        output += try Regions.render(name, sources: sources, file: file).components(separatedBy: "\n")
        output.append(Regions.end)
        index = end + 1
        continue
      }
      if line.firstMatch(of: #/^\s*(?:[-*+] |\d+\. |> )?<!--fig /#) != nil {
        throw Unresolved(
          path: "\(file):\(index + 1)",
          reason: "a figure begins the line; Markdown reads such a line as an HTML block and DocC drops it whole, "
            + "so put a word before it")
      }
      var filled = ""
      var cursor = line.startIndex
      // A figure in code voice is an example of the syntax, not a figure.
      for match in line.matches(of: figure) where line[..<match.range.lowerBound].count(where: { $0 == "`" }) % 2 == 0 {
        do {
          filled += line[cursor..<match.3.startIndex]
          filled += try value(at: String(match.1), format: match.2.map(String.init), in: sources)
          cursor = match.3.endIndex
        } catch let error as Unresolved {
          throw Unresolved(path: "\(file):\(index + 1): \(error.path)", reason: error.reason)
        }
      }
      output.append(filled + line[cursor...])
      index += 1
    }
    return output.joined(separator: "\n")
  }
}

extension DocsFigures {
  /// The generated regions: tables and outputs the docs quote whole.
  enum Regions {
    static let end = "<!-- figures:end -->"

    /// The region a line opens, e.g. `per-feature` for `<!-- figures:begin per-feature -->`.
    static func begin(_ line: String) -> String? {
      guard let match = line.wholeMatch(of: #/<!-- figures:begin ([\w-]+) -->/#) else { return nil }
      return String(match.1)
    }

    /// The lines of the region `name`, without its markers.
    static func render(_ name: String, sources: Sources, file: String) throws -> String {
      let kit = sources.kit
      switch name {
      case "per-feature": return perFeature(kit)
      case "totals": return try totals(kit)
      case "summary":
        return ComparisonReading.summary(of: kit.features, plumbing: kit.plumbing).map { "- " + $0 }
          .joined(separator: "\n")
      case "tests": return tests(kit)
      default:
        guard let output = sources.outputs[name] else {
          throw Unresolved(path: "\(file): figures:begin \(name)", reason: "no such region")
        }
        return output
      }
    }

    /// The header of a table with a column per pattern, in the catalog's order.
    static func patternHeader(_ first: String) -> [String] {
      let names = Pattern.allCases.map(\.displayName)
      return [
        "| \(first) | " + names.joined(separator: " | ") + " |",
        "|---|" + names.map { _ in "---|" }.joined(),
      ]
    }

    /// Each feature's figures, a cell per figure reading the patterns in the catalog's order
    /// (MVC / MVP / MVVM / VIPER / UDF).
    static func perFeature(_ kit: KitComparison) -> String {
      let cells = { (comparison: FeatureComparison, figure: (FeatureComparison.PatternFigures) -> String) in
        Pattern.allCases.map { figure(comparison[$0]) }.joined(separator: " / ")
      }
      var lines = [
        "| feature | messages per user action | files | lines of code | tests tagged with the feature "
          + "| test doubles of its own |",
        "|---|---|---|---|---|---|",
      ]
      for comparison in kit.features {
        let row = [
          comparison.feature,
          cells(comparison) { $0.messagesPerUserAction },
          cells(comparison) { "\($0.code?.files ?? 0)" },
          cells(comparison) { "\($0.code?.linesOfCode ?? 0)" },
          cells(comparison) { "\($0.tests?.functions ?? 0)" },
          cells(comparison) { "\($0.tests?.doubles.count ?? 0)" },
        ]
        lines.append("| " + row.joined(separator: " | ") + " |")
      }
      return lines.joined(separator: "\n")
    }

    /// Each pattern's tests per feature and for its plumbing, then in all, as *tests / cases /
    /// doubles*.
    static func tests(_ kit: KitComparison) -> String {
      let cell = { (figures: FeatureComparison.TestFigures?, doubles: Bool) in
        "\(figures?.functions ?? 0) / \(figures?.cases ?? 0) / " + (doubles ? "\(figures?.doubles.count ?? 0)" : "–")
      }
      var lines = patternHeader("feature")
      for comparison in kit.features {
        lines.append(
          "| \(comparison.feature) | "
            + Pattern.allCases.map { cell(comparison[$0].tests, true) }.joined(separator: " | ") + " |")
      }
      lines.append(
        "| plumbing | "
          + Pattern.allCases.map { cell(kit.plumbing[$0.rawValue]?.tests, false) }.joined(separator: " | ") + " |")
      lines.append(
        "| all | "
          + Pattern.allCases.map { cell(kit.totals.patterns[$0.rawValue]?.tests, true) }.joined(separator: " | ")
          + " |")
      return lines.joined(separator: "\n")
    }

    /// Each pattern's figures over every feature, the shared code included where a row says so.
    static func totals(_ kit: KitComparison) throws -> String {
      let all = try Pattern.allCases.map { try #require(kit.totals.patterns[$0.rawValue]) }
      let row = { (label: String, figure: (PatternTotals) -> String) in
        "| \(label) | " + all.map(figure).joined(separator: " | ") + " |"
      }
      let rows = [
        row("messages per user action") { $0.messagesPerUserAction },
        row("files in the feature folders") { "\($0.code?.files ?? 0)" },
        row("lines of code in the feature folders") { "\($0.code?.linesOfCode ?? 0)" },
        row("shared by the pattern (files / lines)") { "\($0.shared?.files ?? 0) / \($0.shared?.linesOfCode ?? 0)" },
        row("all lines, shared code included") { "\($0.allLinesOfCode ?? 0)" },
        row("types / protocols in the feature folders") { "\($0.code?.types ?? 0) / \($0.code?.protocols ?? 0)" },
        row("tests, plumbing included") { "\($0.tests?.functions ?? 0)" },
        row("test cases, plumbing included") { "\($0.tests?.cases ?? 0)" },
        row("test doubles of its own") { "\($0.tests?.doubles.count ?? 0)" },
      ]
      return (patternHeader("over the features") + rows).joined(separator: "\n")
    }
  }
}
