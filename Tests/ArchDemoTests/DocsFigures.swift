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
///   read the course's manifest (``course(root:)``), and paths that start with `bench.` the
///   recorded benchmark run (``benchValue(_:path:in:)``: a ratio with 2 decimals, or a column's
///   least or greatest figure). `<!--fig PATH word-->six<!--/fig-->` writes the number in words,
///   `Word` capitalised.
/// - **A region** of whole lines: `<!-- figures:begin NAME -->` … `<!-- figures:end -->`,
///   holding a table that ``Regions`` makes from the comparison, or a command's output (what
///   `archdemo compare drivers` or `archdemo list` prints, the trace of a page's diagram run),
///   the kit's own code (`quote-NAME`: ``quotes``, ``quoteRanges``), a run's output or trace
///   lines (`output-NAME`, `trace-NAME`: ``runs``), lines of a checked-in file
///   (`excerpt-NAME`: ``excerpts``), or the change requests in `Examples/Changes`
///   (`change-requests`). A region inside a list item is indented as the item is.
///   `DocsCodeBlockTests` holds every other fenced block to be an illustration or commands.
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
    /// The recorded benchmark run's tables (``bench(root:)``).
    var bench: [String: BenchTable] = [:]
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
    for (name, file, first, last) in quoteRanges {
      sources.outputs["quote-\(name)"] = try quote(file, first, through: last)
    }
    for run in runs {
      sources.outputs["\(run.traceOnly ? "trace" : "output")-\(run.name)"] = try await output(of: run)
    }
    for (name, file, part) in excerpts {
      sources.outputs["excerpt-\(name)"] = try excerpt(file, part)
    }
    sources.outputs["change-requests"] = try changeRequests()
    sources.bench = try bench(root: DocsFiles.package)
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
    ("declarative-host-update", "Sources/DeclarativeUI/HostingScreen.swift", "package func updateIfNeeded() -> Bool {"),
    (
      "mvc-declarative-drivers-screen", "Sources/MVC/Declarative/Drivers/DriversScreen.swift",
      "struct DriversScreen: View {"
    ),
    (
      "mvp-declarative-drivers-state", "Sources/MVP/Declarative/Drivers/DriversViewState.swift",
      "final class DriversViewState: DriversViewInterface, ListPanelViewState {"
    ),
    (
      "mvvm-declarative-drivers-screen", "Sources/MVVM/Declarative/Drivers/DriversScreen.swift",
      "struct DriversScreen: View {"
    ),
    (
      "viper-declarative-news-router", "Sources/VIPER/Declarative/News/NewsListPathRouter.swift",
      "final class NewsListPathRouter: NewsListRouterInterface {"
    ),
    ("udf-declarative-news-screen", "Sources/UDF/Declarative/News/NewsScreen.swift", "struct NewsScreen: View {"),
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
      "final class DriversViewMock: DriversViewInterface {"
    ),
    (
      "mvp-drivers-view", "Sources/MVP/Drivers/DriversViewInterface.swift",
      "protocol DriversViewInterface: SearchableListViewInterface {"
    ),
    ("mvp-list-view", "Sources/MVP/Shared/ListViewInterface.swift", "protocol ListViewInterface: AnyObject {"),
    (
      "mvp-searchable-list-view", "Sources/MVP/Shared/ListViewInterface.swift",
      "protocol SearchableListViewInterface: ListViewInterface {"
    ),
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

  /// The parts of declarations the pages quote: a region's name (after `quote-`), the file, the
  /// start of the first line quoted (a doc comment's, an attribute's, a member's), and the start
  /// of the first line of the declaration the quote ends with (``quote(_:_:through:)``).
  static let quoteRanges: [(String, String, String, String?)] = [
    (
      "viper-drivers-router-interface", "Sources/VIPER/Drivers/DriversProtocols.swift",
      "/// Where the drivers module can go", "protocol DriversRouterInterface: AnyObject {}"
    ),
    (
      "viper-drivers-router-mock", "Tests/VIPERTests/Doubles/DriversDoubles.swift",
      "/// The drivers router: nothing to record", "final class DriversRouterMock: DriversRouterInterface {}"
    ),
    (
      "session-never-yields", "Sources/Harness/Session/Session.swift", "/// It never yields",
      "/// pattern that renders late."
    ),
    (
      "driver-service-mock-state", "Sources/DomainTestSupport/ServiceMocks.swift",
      "package var result: MockResult<[Driver], ServiceError> {",
      "public func fetchDrivers() async throws(ServiceError) -> [Driver] {"
    ),
    ("mvp-drivers-load", "Sources/MVP/Drivers/DriversPresenter.swift", "private func loadDrivers() {", nil),
    ("driver-service", "Sources/Domain/Services/DriverService.swift", "public protocol DriverService: Sendable {", nil),
    (
      "mvp-users-released-view-test", "Tests/MVPTests/ReleasedViewTests.swift",
      "@Test(.tags(.users)) func users_viewReleasedDuringFetch_isFreedAndPresenterFinishes()", nil
    ),
  ]

  /// The declaration in `file` whose first line starts with `declaration`, unindented, in a
  /// fenced block: the kit's own code, as it is now.
  static func quote(_ file: String, _ declaration: String) throws -> String {
    try quote(file, declaration, through: nil)
  }

  /// The lines of `file` from the first that starts with `first` (after its indentation) to the
  /// end of the declaration whose first line starts with `last` (`first`'s when `nil`),
  /// unindented by `first`'s indentation, in a fenced block.
  ///
  /// A declaration ends at the brace that closes it at its own indentation; one whose first
  /// line does not end with `{` (`protocol DriversRouterInterface: AnyObject {}`, a comment's
  /// line, a stored property) is that line alone.
  static func quote(_ file: String, _ first: String, through last: String?) throws -> String {
    let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let begins = { (prefix: String) in { (line: String) in line.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }
    }
    guard let start = lines.firstIndex(where: begins(first)) else {
      throw Unresolved(path: "\(file): \(first)", reason: "no such line")
    }
    let last = last ?? first
    guard let opening = lines[start...].firstIndex(where: begins(last)) else {
      throw Unresolved(path: "\(file): \(last)", reason: "no such line after \(first)")
    }
    var end = opening
    if lines[opening].trimmingCharacters(in: .whitespaces).hasSuffix("{") {
      let indent = String(lines[opening].prefix { $0 == " " })
      guard let close = lines[opening...].firstIndex(of: indent + "}") else {
        throw Unresolved(path: "\(file): \(last)", reason: "the declaration never closes")
      }
      end = close
    }
    let indent = String(lines[start].prefix { $0 == " " })
    let body = lines[start...end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
    return "```swift\n" + body.joined(separator: "\n") + "\n```"
  }

  /// Which lines of a run's output or of a file a region shows: all, the first or last `n` (as
  /// `head -n` and `tail -n` print them), or the `n` after the first line that contains a text.
  /// Blank lines at the end of what is shown are dropped.
  enum Part {
    case all
    case first(Int)
    case last(Int)
    case after(String, Int)

    func lines(of text: String) throws -> [String] {
      var lines = text.components(separatedBy: "\n")
      if lines.last == "" { lines.removeLast() }
      switch self {
      case .all: break
      case .first(let count): lines = Array(lines.prefix(count))
      case .last(let count): lines = Array(lines.suffix(count))
      case .after(let text, let count):
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else {
          throw Unresolved(path: text, reason: "no line contains it")
        }
        lines = Array(lines[(index + 1)...].prefix(count))
      }
      while lines.last?.trimmingCharacters(in: .whitespaces) == "" { lines.removeLast() }
      return lines
    }
  }

  /// A run whose output a page quotes, in the region `output-NAME`, or `trace-NAME` for its
  /// trace lines alone.
  struct Run {
    /// The region's name after `output-` or `trace-`.
    var name: String
    /// The command line after `archdemo`.
    var arguments: [String]
    /// What a learner types at the prompt, for a run without `--script`: the region shows each
    /// prompt and what was typed after it, as a terminal does.
    var typed: [String]?
    /// Only the trace lines, as `… --trace | grep '^  ·'` keeps them (`--trace` is added).
    var traceOnly = false
    /// Which lines.
    var part = Part.all
  }

  /// The runs the pages quote beside the traces of their sequence diagrams.
  nonisolated static let runs: [Run] =
    [
      Run(name: "mvp-users-typed", arguments: ["run", "--pattern", "mvp", "users"], typed: ["quit"]),
      Run(
        name: "mvp-drivers-trace-typed", arguments: ["run", "--pattern", "mvp", "drivers", "--trace"],
        typed: ["search ham", "quit"]),
      Run(
        name: "mvp-drivers-scroll",
        arguments: ["run", "--pattern", "mvp", "drivers", "--rows", "5", "--script", "next page; search e"],
        part: .last(22)),
      Run(
        name: "mvp-drivers-search-perez",
        arguments: ["run", "--pattern", "mvp", "drivers", "--script", "search perez"],
        part: .last(6)),
      Run(
        name: "viper-news-detail", arguments: ["run", "--pattern", "viper", "news", "--script", "select 1; back"],
        traceOnly: true, part: .after("Router → Window: push(Article)", 4)),
    ]
    + ["mvc", "mvp", "mvvm", "viper"].map {
      Run(name: "\($0)-drivers-rows", arguments: ["run", "--pattern", $0, "drivers"], traceOnly: true, part: .last(2))
    }

  /// The parts of checked-in files the pages quote: a region's name (after `excerpt-`), the
  /// file, and which lines. The files are the kit's: tests keep them equal to what it does.
  static let excerpts: [(String, String, Part)] = [
    ("transcript-search-accentless", "Tests/ParityTests/Transcripts/drivers/search-accentless.txt", .first(6)),
    ("trace-snapshot-mvp-drivers", "Tests/ParityTests/Traces/mvp/drivers.txt", .last(6)),
  ]

  /// The output of `run`, played as `archdemo` plays it, in a fenced block.
  @MainActor
  static func output(of run: Run) async throws -> String {
    let arguments = run.arguments + (run.traceOnly && !run.arguments.contains("--trace") ? ["--trace"] : [])
    guard case .run(let options) = try ArgumentParser.parse(arguments) else {
      throw Unresolved(path: arguments.joined(separator: " "), reason: "not a run")
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    let console = TypingConsole(typed: run.typed ?? [])
    _ = try await ArchDemoProgram.play(options, console: console, drawing: false, calendar: utc)
    var lines = console.output.components(separatedBy: "\n")
    if run.traceOnly { lines = lines.filter { $0.hasPrefix("  · ") } }
    return (run.traceOnly ? "```\n" : "```text\n")
      + (try run.part.lines(of: lines.joined(separator: "\n")))
      .joined(separator: "\n") + "\n```"
  }

  /// The lines `part` names of the package's `file`, in a fenced block.
  static func excerpt(_ file: String, _ part: Part) throws -> String {
    let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(file), encoding: .utf8)
    return "```text\n" + (try part.lines(of: text)).joined(separator: "\n") + "\n```"
  }

  /// A terminal with someone at it: interactive, so a run without `--script` prompts, and each
  /// line read is written after the prompt, as the terminal echoes what is typed.
  final class TypingConsole: Console {
    private var typed: [String]
    private(set) var output = ""
    let isInteractive: Bool
    let usesColor = false

    init(typed: [String]) {
      self.typed = typed.reversed()
      isInteractive = !typed.isEmpty
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { output += text }
    func readLine() -> String? {
      let line = typed.popLast()
      if let line { output += line + "\n" }
      return line
    }
  }

  /// The change requests in `Examples/Changes`, a list item each: the folder, then the title of
  /// its `REQUEST.md`.
  static func changeRequests() throws -> String {
    let folder = DocsFiles.package.appendingPathComponent("Examples/Changes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.first?.isNumber == true }.sorted()
    return try names.map { name in
      let request = try String(
        contentsOf: folder.appendingPathComponent(name).appendingPathComponent("REQUEST.md"), encoding: .utf8)
      let title = try #require(request.split(separator: "\n").first, "\(name)/REQUEST.md is empty")
      return "- `\(name)`: " + (title.hasPrefix("# ") ? title.dropFirst(2) : title)
    }
    .joined(separator: "\n")
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
    if keys.first == "bench" {
      guard format == nil else { throw Unresolved(path: path, reason: "a ratio is not a whole number to spell") }
      return try benchValue(Array(keys.dropFirst()), path: path, in: sources.bench)
    }
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
        // A region inside a list item is indented as the item's text is, and so are its lines.
        let indent = String(line.prefix { $0 == " " })
        let end = try #require(
          lines[(index + 1)...].firstIndex(of: indent + Regions.end),
          "\(file):\(index + 1): figures:begin \(name) never ends")
        output.append(line)
        output += try Regions.render(name, sources: sources, file: file).components(separatedBy: "\n")
          .map { $0.isEmpty ? $0 : indent + $0 }
        output.append(indent + Regions.end)
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

    /// The region a line opens, e.g. `per-feature` for `<!-- figures:begin per-feature -->`,
    /// indented or not.
    static func begin(_ line: String) -> String? {
      guard let match = line.wholeMatch(of: #/ *<!-- figures:begin ([\w-]+) -->/#) else { return nil }
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
      case "view-layers": return try viewLayers(kit)
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

    /// What moving every feature to the declarative views costs each pattern: the logic both view
    /// layers share, the logic each needs alone, and each layer's view code, as *files / lines*.
    static func viewLayers(_ kit: KitComparison) throws -> String {
      let all = try Pattern.allCases.map { try #require(kit.totals.patterns[$0.rawValue]?.viewLayers) }
      let row = { (label: String, figure: (ViewLayerFigures) -> String) in
        "| \(label) | " + all.map(figure).joined(separator: " | ") + " |"
      }
      let count = { (count: ViewLayerFigures.Count) in "\(count.files) / \(count.lines)" }
      let rows = [
        row("logic both view layers share") { count($0.sharedLogic) },
        row("logic only the imperative views use") { count($0.imperativeOnlyLogic) },
        row("logic only the declarative views use") { count($0.declarativeOnlyLogic) },
        row("logic lines that differ") { "\($0.differingLogicLines)" },
        row("imperative views: view code") { count($0.imperativeViews) },
        row("declarative views: view code") { count($0.declarativeViews) },
      ]
      return (patternHeader("over the six features (files / lines)") + rows).joined(separator: "\n")
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

extension DocsFigures {
  /// A table of the recorded benchmark run, as `Benchmarks/README.md` has it.
  struct BenchTable {
    /// The header's cells.
    var header: [String]
    /// Each row's cells, the first naming the row.
    var rows: [[String]]
  }

  /// The recorded run's tables, between the markers ``BenchmarksPageTests`` reads in
  /// `Benchmarks/README.md`, each under the slug of its `###` heading without the part in
  /// brackets: `presenter-throughput-20-drivers` for "Presenter throughput, 20 drivers (median …)".
  static func bench(root: URL) throws -> [String: BenchTable] {
    try bench(readme: String(contentsOf: root.appendingPathComponent("Benchmarks/README.md"), encoding: .utf8))
  }

  /// The tables of `readme`'s recorded run (``bench(root:)``).
  static func bench(readme: String) throws -> [String: BenchTable] {
    let range = try #require(BenchmarksPageTests.results(in: readme), "Benchmarks/README.md has no results markers")
    var tables: [String: BenchTable] = [:]
    var heading: String?
    for line in readme[range].split(separator: "\n").map(String.init) {
      if line.hasPrefix("### ") {
        heading = slug(String(line.dropFirst(4).prefix { $0 != "(" }))
      } else if let name = heading, line.hasPrefix("|"), !line.hasPrefix("|---") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        if tables[name] == nil {
          tables[name] = BenchTable(header: cells, rows: [])
        } else {
          tables[name]?.rows.append(cells)
        }
      }
    }
    return tables
  }

  /// `text` in lower case, each run of characters that are not letters or digits one `-`.
  static func slug(_ text: String) -> String {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
  }

  /// A figure of the recorded benchmark run, in one of three forms:
  ///
  /// - `bench.TABLE.ROW.COLUMN`: the number a cell writes, e.g. `2.50` for
  ///   `bench.targets.domain-floor-domain.measured`;
  /// - `bench.TABLE.COLUMN.spread`: the largest of the column's measurements over the smallest,
  ///   with 2 decimals (how far the slowest row is from the fastest); `.min` and `.max` give the
  ///   smallest and largest number as the column writes it;
  /// - `bench.TABLE.ROW+ROW+….COLUMN.spread` (or `.min`, `.max`): the same over the rows named;
  ///   `NAME*` names every row whose first cell's slug is `NAME`.
  ///
  /// `TABLE` is the start of a table's slug (``bench(root:)``), naming one table; `COLUMN` the
  /// slug of a header cell (`session`, `the-short-list`); `ROW` the slug of a row's first cell, or
  /// of its first two (`domain-floor-domain`), naming one row.
  static func benchValue(_ keys: [String], path: String, in tables: [String: BenchTable]) throws -> String {
    let aggregates = ["spread", "min", "max"]
    guard keys.count == 3 || (keys.count == 4 && aggregates.contains(keys[3])) else {
      throw Unresolved(path: path, reason: "a bench figure is bench.TABLE[.ROW].COLUMN[.spread|min|max]")
    }
    let matching = tables.filter { $0.key.hasPrefix(keys[0]) }
    guard matching.count == 1, var table = matching.first?.value else {
      throw Unresolved(path: path, reason: "\(matching.count) tables start with \(keys[0]): \(tables.keys.sorted())")
    }
    let aggregate = aggregates.contains(keys[keys.count - 1]) ? keys[keys.count - 1] : nil
    if aggregate == nil || keys.count == 4 {
      table.rows = try keys[1].split(separator: "+").map { name in
        if name.hasSuffix("*") {
          let every = table.rows.filter { slug($0[0]) == name.dropLast() }
          guard !every.isEmpty else { throw Unresolved(path: path, reason: "no rows are \(name)") }
          return every
        }
        let named = table.rows.filter { slug($0[0]) == name || ($0.count > 1 && slug($0[0] + " " + $0[1]) == name) }
        guard named.count == 1 else { throw Unresolved(path: path, reason: "\(named.count) rows are \(name)") }
        return named
      }
      .flatMap { $0 }
      guard aggregate != nil || table.rows.count == 1 else {
        throw Unresolved(path: path, reason: "a cell is one row's; \(keys[1]) names \(table.rows.count)")
      }
    }
    let columnKey = aggregate == nil ? keys[2] : keys[keys.count - 2]
    guard let column = table.header.firstIndex(where: { slug($0) == columnKey }) else {
      throw Unresolved(path: path, reason: "no column \(columnKey): \(table.header.map(slug))")
    }
    let measured = try table.rows.map { row in
      let cell = column < row.count ? row[column] : ""
      guard let match = cell.firstMatch(of: #/^([\d.]+)\s*(ns|µs|ms|s|MB)?/#), let number = Double(match.1) else {
        throw Unresolved(path: path, reason: "\"\(cell)\" is not a measurement")
      }
      let scales: [String: Double] = ["ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1]
      let scale = scales[String(match.2 ?? "")] ?? 1
      return (text: String(match.1), value: number * scale)
    }
    guard let least = measured.min(by: { $0.value < $1.value }), let most = measured.max(by: { $0.value < $1.value })
    else { throw Unresolved(path: path, reason: "the table has no rows") }
    switch aggregate ?? "cell" {
    case "cell": return least.text
    case "spread": return String(format: "%.2f", most.value / least.value)
    case "min": return least.text
    case "max": return most.text
    default: throw Unresolved(path: path, reason: "\(aggregate ?? "") is not spread, min or max")
    }
  }
}
