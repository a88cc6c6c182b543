import ConsoleIO
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Comparison
@testable import Harness

/// The favourites tutorial cannot rot: the last step file of every source a page shows is that
/// source, byte for byte; every diff starts from a file that exists; and the terminal output,
/// the `compare` figures and the closing page's questions are recorded from the kit, not typed.
///
/// After a deliberate change to a source the tutorial shows, `ARCHDEMO_RECORD_DOCS=1` rewrites
/// the last step files, the outputs and the closing page; read the diff.
@Suite(
  "Docs: the favourites tutorial",
  .enabled(if: Pattern.everyFeatureBuilt, "a tutorial's start: the docs describe the finished kit"))
struct TutorialTests {
  static let pages = [
    "FavouritesInMVC", "FavouritesInMVP", "FavouritesInMVVM", "FavouritesInVIPER", "FavouritesInUDF",
    "ComparingFavourites",
  ]

  @Test(arguments: pages)
  func lastStepOfEachFile_isTheFinishedSource(page: String) throws {
    // given
    let steps = try TutorialStep.steps(ofPage: page).filter { $0.name.hasSuffix(".swift") }
    let lastSteps = Dictionary(steps.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    #expect(!lastSteps.isEmpty)

    for (name, step) in lastSteps {
      // when
      let sources = TutorialStep.source(named: name, forPage: page)
      let path = try #require(sources.count == 1 ? sources.first : nil, "\(page): \(name) is at \(sources)")
      let source = try String(contentsOf: DocsFiles.package.appendingPathComponent(path), encoding: .utf8)

      // then
      try DocsFiles.check(source, at: "Resources/Tutorial/\(step.file)")
    }
  }

  @Test(arguments: pages)
  func everyStepFileExists_andEachDiffStartsFromTheStepBeforeIt(page: String) throws {
    // given
    let steps = try TutorialStep.steps(ofPage: page)
    var latest: [String: String] = [:]

    for step in steps {
      // then
      #expect(FileManager.default.fileExists(atPath: TutorialStep.resources.appendingPathComponent(step.file).path))
      if let previous = step.previousFile {
        #expect(FileManager.default.fileExists(atPath: TutorialStep.resources.appendingPathComponent(previous).path))
        #expect(
          latest[step.name].map { $0 == previous } ?? previous.contains("-00-"),
          "\(page): \(step.file) diffs from \(previous), not from the step before it")
      }
      latest[step.name] = step.file
    }
  }

  @Test(arguments: Pattern.allCases) @MainActor
  func eachChapterEndsWithTheTraceTheLearnerSees(pattern: Pattern) async throws {
    // given
    let script = "select 5; star; back"
    let arguments = ["run", "--pattern", pattern.rawValue, "favourites", "--trace", "--script", script]
    guard case .run(let options) = try ArgumentParser.parse(arguments) else {
      throw CommandLineError.usage("not a run")
    }
    let console = RecordingConsole()

    // when
    _ = try await ArchDemoProgram.play(options, console: console, drawing: false)

    // then
    let command = "$ swift run archdemo run --pattern \(pattern.rawValue) favourites --trace --script \"\(script)\"\n"
    try DocsFiles.check(command + console.output, at: "Resources/Tutorial/\(pattern.rawValue)-favourites-trace.txt")
    let page = try String(
      contentsOf: TutorialStep.pages.appendingPathComponent("FavouritesIn\(pattern.displayName).tutorial"),
      encoding: .utf8)
    #expect(
      try TutorialStep.steps(ofPage: "FavouritesIn\(pattern.displayName)").last?.file
        == "\(pattern.rawValue)-favourites-trace.txt")
    #expect(page.contains("swift run archdemo run --pattern \(pattern.rawValue) favourites --trace"))
  }

  @Test @MainActor func closingPage_quotesCompareAndAsksFromItsFigures() async throws {
    // when `archdemo compare favourites --format markdown` runs as the command line runs it
    let kit = await KitComparison.run([.favourites], sourceRoot: DocsFiles.package)
    let comparison = try #require(kit.features.first)

    // then
    try DocsFiles.check(
      "$ swift run archdemo compare favourites --format markdown\n" + ComparisonReport.markdown(for: kit),
      at: "Resources/Tutorial/favourites-compare.txt")
    try DocsFiles.check(TutorialPages.comparing(comparison), at: "Tutorials/ComparingFavourites.tutorial")
  }
}
