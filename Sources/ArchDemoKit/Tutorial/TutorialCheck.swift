import ConsoleIO
import Course
import Foundation
import Harness
import TestRuns
import TextUI

/// `archdemo tutorial check <pattern>`: whether a learner's favourites chapter is done.
///
/// Run from the folder `Scripts/tutorial-start` made (with `swift run`, so the program is built
/// from the learner's files), it checks what the chapter ends with:
///
/// 1. **The chapter's files are there**: every file a step of the page writes (`@Code(name:)`).
/// 2. **The chapter's tests pass**: each `swift test --filter X` a step of the page runs, one run
///    each, read as `archdemo course check` reads an exercise's (the first failing expectation
///    whole, or the first build error); a filter that runs no test fails, so tests the learner
///    has not written yet cannot pass for them.
/// 3. **The run prints the chapter's trace**: the command of the chapter's last step
///    (`archdemo run --pattern <p> favourites --trace --script …`) is played in this process, on
///    the learner's code, and its output compared with the transcript the page shows, line by
///    line; a difference is shown as a unified diff, the page's lines against the learner's.
///
/// Each is checked even when one before it fails, so the learner sees everything left to do.
@MainActor
enum TutorialCheck {
  /// Where the check reads the chapter and runs the tests.
  struct Chapter {
    /// The pattern the chapter builds favourites in.
    var pattern: Pattern
    /// The kit's folder: the learner's copy, made by `Scripts/tutorial-start`.
    var root: URL

    /// The chapter's page, `Docs/ArchDemo.docc/Tutorials/FavouritesIn<PATTERN>.tutorial`.
    var page: URL {
      root.appendingPathComponent("Docs/ArchDemo.docc/Tutorials/FavouritesIn\(pattern.displayName).tutorial")
    }

    /// The transcript of the chapter's last step: its command's line, then what it prints.
    var transcript: URL {
      root.appendingPathComponent("Docs/ArchDemo.docc/Resources/Tutorial/\(pattern.rawValue)-favourites-trace.txt")
    }

    /// The tests the chapter's steps run, `X` of each "Run `swift test --filter X`", in the
    /// page's order, each once.
    func testFilters() throws(CommandLineError) -> [String] {
      let text = try Self.read(page)
      var filters: [String] = []
      for match in text.matches(of: #/Run `swift test --filter ([^`\n]+)`/#) {
        let filter = String(match.output.1)
        if !filters.contains(filter) { filters.append(filter) }
      }
      guard !filters.isEmpty else { throw .data("\(page.path) names no `swift test --filter` to run") }
      return filters
    }

    /// The files the chapter's steps write, by their path in the kit, in the page's order.
    func files() throws(CommandLineError) -> [String] {
      let text = try Self.read(page)
      var files: [String] = []
      for match in text.matches(of: #/@Code\(name: "([^"\n]+)"/#) {
        let path = String(match.output.1)
        if path.contains("/"), !files.contains(path) { files.append(path) }
      }
      return files
    }

    /// The last step's command, as the arguments after `archdemo`, and what it prints.
    func run() throws(CommandLineError) -> (arguments: [String], expected: String) {
      let text = try Self.read(transcript)
      let (first, rest) =
        text.firstIndex(of: "\n").map { (text[..<$0], text[text.index(after: $0)...]) } ?? (text[...], "")
      let prompt = "$ swift run archdemo "
      guard first.hasPrefix(prompt), let words = CommandWords.split(String(first.dropFirst(prompt.count))) else {
        throw .data("\(transcript.path) does not start with a `\(prompt)…` line")
      }
      return (words, String(rest))
    }

    private static func read(_ file: URL) throws(CommandLineError) -> String {
      do {
        return try String(contentsOf: file, encoding: .utf8)
      } catch {
        throw .data(
          "cannot read \(file.path): run tutorial check from the kit's folder, the one Scripts/tutorial-start made")
      }
    }
  }

  /// Checks the chapter and says what is left.
  ///
  /// - Parameters:
  ///   - chapter: the pattern and the kit's folder.
  ///   - built: whether the pattern's composition root starts favourites (``Harness/Pattern/hasBuilt(_:)``).
  ///   - environment: runs the tests: `swift test` in real use.
  /// - Returns: 0 when the chapter is done, 1 when something differs.
  /// - Throws: ``ConsoleIO/CommandLineError/data(_:)`` when the chapter's page or transcript
  ///   cannot be read.
  static func run(
    _ chapter: Chapter, built: Bool, console: any Console, environment: CourseProgram.Environment
  ) async throws(CommandLineError) -> Int32 {
    let name = "Favourites in \(chapter.pattern.displayName)"
    let filters = try chapter.testFilters()
    let (arguments, expected) = try chapter.run()
    console.write("Checking \(name): its files, its tests, then its run.\n")

    var done = true
    let missing = try chapter.files().filter {
      !FileManager.default.fileExists(atPath: chapter.root.appendingPathComponent($0).path)
    }
    if missing.isEmpty {
      console.write("✓ Every file the chapter's steps write is there.\n")
    } else {
      console.write(
        "✘ These files of the chapter are not there yet:\n"
          + missing.map { "  \(TerminalText.escaped($0))\n" }.joined())
      done = false
    }

    for filter in filters {
      let command = "swift test --filter \(ShellWord.quoted(filter))"
      switch await CourseProgram.verdict(
        ofTests: filter, in: chapter.root, building: "the tests", console: console, environment: environment)
      {
      case .passed:
        console.write("✓ \(TerminalText.escaped(command)) passes.\n")
      case .failed(let text):
        console.write("✘ \(TerminalText.escaped(command))\n" + text)
        done = false
      }
    }

    let command = "archdemo " + arguments.map(ShellWord.quoted).joined(separator: " ")
    if !built {
      console.write(
        "✘ \(chapter.pattern.displayName) does not start favourites yet: the chapter's launcher step "
          + "(Sources/Harness/Session/PatternLauncher.swift) is still to do.\n")
      done = false
    } else {
      let printed = try await output(of: arguments)
      if printed == expected {
        console.write("✓ \(TerminalText.escaped(command)) prints what the chapter's last step shows.\n")
      } else {
        let difference = LineDiff.unified(
          old: expected, new: printed, oldName: "the chapter's last step", newName: "your run")
        console.write(
          "✘ \(TerminalText.escaped(command)) prints something else than the chapter's last step shows:\n"
            + LineDiff.lines(difference).map { "  \(TerminalText.escaped($0))\n" }.joined())
        done = false
      }
    }
    console.write(done ? "\(name) is done.\n" : "\(name) is not done yet: see above.\n")
    return done ? 0 : 1
  }

  /// What `archdemo <arguments>` prints, standard output and error as a terminal shows them,
  /// played in this process (the learner's code) with output that is not a terminal.
  private static func output(of arguments: [String]) async throws(CommandLineError) -> String {
    guard case .run(let options) = try ArgumentParser.parse(arguments) else {
      throw .data("the chapter's last step is not an `archdemo run`: \(arguments.joined(separator: " "))")
    }
    let console = CapturingConsole()
    _ = try await ArchDemoProgram.play(options, console: console, drawing: false)
    return console.text
  }
}

/// A console that keeps what a run writes, standard output and error in the order written, and
/// reads no input.
private final class CapturingConsole: Console {
  private(set) var text = ""
  let isInteractive = false
  let usesColor = false

  func write(_ text: String) { self.text += text }
  func writeError(_ text: String) { self.text += text }
  func readLine() -> String? { nil }
}
