import ConsoleIO
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI

@testable import ArchDemoKit
@testable import Course
@testable import TestRuns

/// `archdemo tutorial check <pattern>`: a learner's favourites chapter is done when the tests
/// its steps run pass and its last step's run prints what the page shows. The tests are played
/// back (``ScriptedTestRunner``); the run is the kit's own, played in process.
@Suite("archdemo tutorial check")
@MainActor
struct TutorialCheckTests {
  /// The kit's folder: this file is `Tests/CourseTests/TutorialCheckTests.swift`.
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func environment(_ runner: ScriptedTestRunner) -> CourseProgram.Environment {
    CourseProgram.Environment(
      runner: runner, currentDirectory: kit, builtRoot: kit, tickInterval: .seconds(3600),
      watchInput: { AsyncStream { $0.finish() } })
  }

  static func check(
    _ pattern: Pattern, root: URL = kit, built: Bool = true, runner: ScriptedTestRunner = ScriptedTestRunner()
  ) async throws -> (status: Int32, output: String) {
    let console = RecordingConsole()
    let status = try await TutorialCheck.run(
      .init(pattern: pattern, root: root), built: built, console: console, environment: environment(runner))
    return (status, console.output)
  }

  @Test(arguments: Pattern.allCases)
  func finishedChapter_isDone_andRunsTheTestsItsStepsRun(_ pattern: Pattern) async throws {
    // given the kit, where every chapter is finished, and tests that pass
    let runner = ScriptedTestRunner()
    let page = try String(
      contentsOf: TutorialCheck.Chapter(pattern: pattern, root: Self.kit).page, encoding: .utf8)

    // when
    let (status, output) = try await Self.check(pattern, runner: runner)

    // then one run of each test filter the page's steps run, and the run matches the page
    #expect(status == 0)
    #expect(!runner.targetsRun.isEmpty)
    #expect(Set(runner.targetsRun).count == runner.targetsRun.count)
    for filter in runner.targetsRun {
      #expect(page.contains("Run `swift test --filter \(filter)`"))
      #expect(output.contains("✓ swift test --filter \(ShellWord.quoted(filter)) passes.\n"))
    }
    #expect(runner.targetsRun.contains { $0.hasPrefix("\(pattern.displayName)Tests.") })
    #expect(output.contains("✓ Every file the chapter's steps write is there."))
    #expect(output.contains("favourites --trace --script 'select 5; star; back' prints what the chapter's last step"))
    #expect(output.hasSuffix("Favourites in \(pattern.displayName) is done.\n"))
  }

  @Test func failingTest_isShownWhole_andTheRunIsStillChecked() async throws {
    let runner = ScriptedTestRunner { _, _ in
      (ScriptedTestRunner.failing("Expectation failed: (view.shown → []) == [\"Max VERSTAPPEN\"]"), 1)
    }

    let (status, output) = try await Self.check(.mvp, runner: runner)

    #expect(status == 1)
    #expect(output.contains("✘ swift test --filter"))
    #expect(output.contains("A test failed:\n  title_isScreen() at ScreenTests.swift:7:5\n"))
    #expect(output.contains("(view.shown → []) == [\"Max VERSTAPPEN\"]"))
    #expect(output.contains("✓ archdemo run --pattern mvp favourites"))
    #expect(output.hasSuffix("Favourites in MVP is not done yet: see above.\n"))
  }

  @Test func runThatDiffers_showsThePagesLinesAgainstTheLearners() async throws {
    // given a copy of the chapter whose transcript expects a star the run does not print
    let folder = try TemporaryFolder()
    let kitChapter = TutorialCheck.Chapter(pattern: .mvvm, root: Self.kit)
    let chapter = TutorialCheck.Chapter(pattern: .mvvm, root: folder.url)
    let transcript = try String(contentsOf: kitChapter.transcript, encoding: .utf8)
    let line = try #require(transcript.split(separator: "\n").first { $0.contains("Lewis HAMILTON") })
    try FileManager.default.createDirectory(
      at: chapter.transcript.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: chapter.page.deletingLastPathComponent(), withIntermediateDirectories: true)
    try transcript.replacingOccurrences(of: line, with: line + " ★").write(
      to: chapter.transcript, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(at: kitChapter.page, to: chapter.page)

    // when
    let (status, output) = try await Self.check(.mvvm, root: folder.url)

    // then the difference, the page's line removed and the run's added
    #expect(status == 1)
    #expect(
      output.contains("prints something else than the chapter's last step shows:\n  --- the chapter's last step\n"))
    #expect(output.contains("\n  -\(line) ★\n"))
    #expect(output.contains("\n  +\(line)\n"))
  }

  @Test func testsNotWrittenYet_runNoTest_andDoNotPass() async throws {
    // given a start, where the chapter's own tests are not there: a filter runs nothing
    let runner = ScriptedTestRunner { filter, _ in
      filter.hasPrefix("MVPTests.") ? (["Build complete! (1.00s)", "No matching test cases were run"], 0) : ([], 0)
    }

    let (status, output) = try await Self.check(.mvp, runner: runner)

    #expect(status == 1)
    #expect(
      output.contains(
        "✘ swift test --filter MVPTests.FavouritesPresenterTests\nIt ran no test: the tests it names are not there yet.\n"
      ))
  }

  @Test func missingFiles_areListed() async throws {
    // given a folder with the chapter's page and transcript, and none of its files
    let folder = try TemporaryFolder()
    let kitChapter = TutorialCheck.Chapter(pattern: .viper, root: Self.kit)
    let chapter = TutorialCheck.Chapter(pattern: .viper, root: folder.url)
    for (from, to) in [(kitChapter.page, chapter.page), (kitChapter.transcript, chapter.transcript)] {
      try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: to)
    }

    let (status, output) = try await Self.check(.viper, root: folder.url)

    #expect(status == 1)
    #expect(output.contains("✘ These files of the chapter are not there yet:\n"))
    #expect(output.contains("\n  Sources/VIPER/Favourites/FavouritesInteractor.swift\n"))
    #expect(output.contains("\n  Tests/VIPERTests/Favourites/FavouritesLifetimeTests.swift\n"))
  }

  @Test func patternThatDoesNotStartFavourites_isNotDone_andSaysWhichStep() async throws {
    let (status, output) = try await Self.check(.viper, built: false)

    #expect(status == 1)
    #expect(output.contains("VIPER does not start favourites yet"))
    #expect(output.contains("Sources/Harness/Session/PatternLauncher.swift"))
  }

  @Test func folderWithoutTheChapter_isADataError() async throws {
    let folder = try TemporaryFolder()

    await #expect(throws: CommandLineError.self) { try await Self.check(.mvc, root: folder.url) }
  }

  @Test(
    arguments: [
      (["tutorial"], nil),
      (["tutorial", "--help"], nil),
      (["tutorial", "check", "--help"], nil),
      (["tutorial", "check"], "tutorial check needs a pattern (patterns: mvc, mvp, mvvm, viper, udf)"),
      (["tutorial", "check", "tca"], "unknown pattern 'tca' (patterns: mvc, mvp, mvvm, viper, udf)"),
      (["tutorial", "check", "mvp", "mvc"], "tutorial check takes one pattern, got 'mvp mvc'"),
      (["tutorial", "start", "mvp"], "unknown tutorial subcommand 'start' (subcommands: check)"),
      (["tutorial", "check", "mvp", "--build-silence"], "--build-silence needs SECONDS, a whole number of seconds"),
      (
        ["tutorial", "check", "mvp", "--build-silence", "soon"],
        "--build-silence takes a whole number of seconds above 0, got 'soon'"
      ),
    ] as [([String], String?)])
  func commandLine_asksForHelpOrNamesTheMistake(_ arguments: [String], _ message: String?) {
    do {
      let invocation = try ArgumentParser.parse(arguments)
      #expect(message == nil, "\(arguments) parsed as \(invocation)")
      #expect(invocation == .help(.tutorial))
    } catch {
      #expect(error.message == message.map { "archdemo: \($0)" })
      #expect(error.exitStatus == 64)
    }
  }

  @Test func commandLine_readsThePattern() throws {
    #expect(try ArgumentParser.parse(["tutorial", "check", "MVVM"]) == .tutorialCheck(.mvvm, buildSilence: nil))
    #expect(
      try ArgumentParser.parse(["tutorial", "check", "--build-silence", "30", "udf"])
        == .tutorialCheck(.udf, buildSilence: 30))
  }

  @Test(arguments: [
    (
      #"run --pattern mvp favourites --trace --script "select 5; star; back""#,
      ["run", "--pattern", "mvp", "favourites", "--trace", "--script", "select 5; star; back"]
    ),
    (#"run  'a b'"c\"d"e\ f"#, ["run", "a bc\"de f"]),
    (#"run "a\nb""#, ["run", #"a\nb"#]),
  ])
  func commandWords_splitAsAShellWould(_ line: String, _ words: [String]) {
    #expect(CommandWords.split(line) == words)
  }

  @Test(arguments: [#"run "open"#, "run 'open", #"run "$HOME""#, "run *.swift", "run a; rm b", #"run a\"#])
  func commandWords_refuseWhatAShellWouldExpandOrCannotEnd(_ line: String) {
    #expect(CommandWords.split(line) == nil)
  }
}
