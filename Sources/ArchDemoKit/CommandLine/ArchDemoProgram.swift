// ArchDemoKit — what the `archdemo` executable runs, reachable from tests: the command line's
// logic (`CommandLine/`: the option tables, help, `run`, `compare`, `--diagram` files). It drives
// the patterns through `Harness`, draws and compares through `Diagrams` and `Comparison`, hands
// `course` to `Course`, and writes through `ConsoleIO`.
import ChangeCosts
import Comparison
import ConsoleIO
import Course
import Diagrams
import Domain
import Explorer
import Foundation
import Harness
import TextUI
import Tracing

/// The whole `archdemo` program, reachable from tests: the executable only calls ``main(_:console:)``.
@MainActor
package enum ArchDemoProgram {
  /// Runs the command line and returns its exit status.
  ///
  /// Nothing here ends the process or traps: every outcome, a usage mistake included, is a
  /// status and a message on the console, so tests can run the whole program in process.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the program's name.
  ///   - console: where the program reads and writes.
  /// - Returns: 0 when the command ran, 64 for a usage mistake, 65 for a malformed fixture or
  ///   store file, 74 when standard output could not be written.
  package static func main(_ arguments: [String], console: any Console) async -> Int32 {
    do {
      switch try ArgumentParser.parse(arguments) {
      case .help(nil): console.write(HelpText.usage)
      case .help(let command?): console.write(HelpText.help(for: command))
      case .version: console.write(HelpText.version)
      case .list: console.write(HelpText.list)
      case .run(let options): try await run(options, console: console)
      case .compare(let feature, let format):
        await compare(feature.map { [$0] } ?? Feature.allCases, format: format, console: console)
      case .compareChanges(let format): try compareChanges(format: format, console: console)
      case .course(let options):
        let environment = CourseProgram.Environment.standard(builtRoot: FeatureComparison.builtSourceRoot)
        let status = try await CourseProgram.run(options, console: console, environment: environment)
        return outputStatus(console) ?? status
      case .explore(let port):
        try await explore(port: port, console: console)
      case .tutorialCheck(let pattern, let buildSilence):
        let status = try await tutorialCheck(pattern, buildSilence: buildSilence, console: console)
        return outputStatus(console) ?? status
      }
      return outputStatus(console) ?? 0
    } catch {
      console.writeError(TerminalText.escaped(error.message) + "\n")
      return error.exitStatus
    }
  }

  /// 74 when standard output failed (a message for all but a broken pipe), else `nil`.
  private static func outputStatus(_ console: any Console) -> Int32? {
    guard let failure = console.outputFailure else { return nil }
    if let message = failure.message { console.writeError(message) }
    return OutputFailure.exitStatus
  }

  static func run(_ options: RunOptions, console: any Console) async throws(CommandLineError) {
    let diagramFile = try options.diagramFile.map { path throws(CommandLineError) in
      try DiagramFile(checking: path, store: options.storeFile, data: options.dataDirectory)
    }
    let diagram = try await play(options, console: console, drawing: diagramFile != nil)
    if let diagramFile, let diagram { try diagramFile.write(diagram.svg()) }
  }

  /// Plays a run as `archdemo run` does, printing its frames, and its messages with `--trace`.
  ///
  /// - Parameters:
  ///   - drawing: whether to collect the run's messages, one step per action performed.
  ///   - calendar: the calendar whose time zone decides where days begin.
  /// - Returns: the run's messages as a sequence diagram when `drawing`, else `nil`.
  static func play(
    _ options: RunOptions, console: any Console, drawing: Bool, calendar: Calendar = .current
  ) async throws(CommandLineError) -> SequenceDiagram? {
    var script: [SessionCommand]?
    if let text = options.script {
      do {
        script = try ActionParser.parseScript(text)
      } catch {
        throw .usage("in --script: \(error.message)")
      }
    }
    let environment = try await EnvironmentBuilder.environment(
      for: options, variables: console.environment, calendar: calendar)
    let colored = console.usesColor
    let printsTrace = options.trace
    let printsLocations = options.traceLocations
    let steps = drawing ? StepRecorder() : nil
    // The log keeps nothing: each message is printed, or recorded for the diagram, as it comes.
    let trace =
      printsTrace || drawing
      ? TraceLog(keeping: false) { message in
        steps?.record(message)
        guard printsTrace else { return }
        let location = printsLocations ? message.source.map { "  \($0)" } ?? "" : ""
        console.write("  · \(TerminalText.escaped(message.description))\(TerminalText.escaped(location))\n")
      } : nil
    let session = Session(
      pattern: options.pattern, feature: options.feature, environment: environment, trace: trace,
      onFrame: { frame in console.write(frame.rendered(colored: colored) + "\n") }, keepingFrames: false,
      rowsInView: options.rows ?? console.terminalRows.map(rowsInView(onTerminalOf:)),
      columns: options.columns ?? console.terminalColumns, answers: options.answers, views: options.views)
    await session.start()
    steps?.close("(start)")
    if let script {
      for command in script {
        guard console.outputFailure == nil else { break }
        if await perform(command, in: session, console: console, steps: steps) == .stop { break }
      }
    } else {
      await readActions(into: session, console: console, steps: steps)
    }
    await session.end()
    return steps.map {
      SequenceDiagram(title: "\(options.pattern.displayName) · \(options.feature.rawValue)", steps: $0.steps)
    }
  }

  static func compare(_ features: [Feature], format: ReportFormat, console: any Console) async {
    let kit = await KitComparison.run(features, sourceRoot: FeatureComparison.builtSourceRoot)
    console.write(ComparisonReport.render(kit, as: format))
  }

  /// Serves the explorer until `until` returns (in real use, never: Ctrl-C ends it), after
  /// printing its address.
  static func explore(
    port: UInt16?, console: any Console,
    until: @MainActor () async -> Void = { while (try? await Task.sleep(for: .seconds(3600))) != nil {} }
  ) async throws(CommandLineError) {
    let server: ExplorerServer
    do {
      server = try ExplorerServer(port: port ?? 0, root: FeatureComparison.builtSourceRoot)
    } catch {
      throw .usage(error.description)
    }
    defer { server.stop() }
    console.write("ArchDemo explorer: \(server.url)  (open it in a browser; Ctrl-C stops the server)\n")
    await until()
  }

  /// Checks the learner's favourites chapter in `pattern`, in the folder this program was built
  /// from (`swift run archdemo tutorial check mvp` in the folder `Scripts/tutorial-start` made).
  static func tutorialCheck(_ pattern: Pattern, buildSilence: Int?, console: any Console) async throws(CommandLineError)
    -> Int32
  {
    guard let root = FeatureComparison.builtSourceRoot else {
      throw .data(
        "tutorial check reads the chapter in the kit's folder, and the folder this archdemo was built from is gone: "
          + "run swift run archdemo tutorial check \(pattern.rawValue) in the folder Scripts/tutorial-start made")
    }
    var environment = CourseProgram.Environment.standard(builtRoot: root)
    if let buildSilence { environment.buildSilence = .seconds(buildSilence) }
    return try await TutorialCheck.run(
      .init(pattern: pattern, root: root), built: pattern.hasBuilt(.favourites), console: console,
      environment: environment)
  }

  static func compareChanges(format: ReportFormat, console: any Console) throws(CommandLineError) {
    do {
      console.write(try ChangeCostReport.scan(root: FeatureComparison.builtSourceRoot).rendered(as: format))
    } catch {
      throw .data(error.message)
    }
  }

  private static func readActions(into session: Session, console: any Console, steps: StepRecorder?) async {
    while console.outputFailure == nil {
      if console.isInteractive { console.write("\(TerminalText.escaped(session.screenTitle))> ") }
      guard let line = console.readLine() else { return }
      do {
        guard let command = try ActionParser.parse(line) else { continue }
        if await perform(command, in: session, console: console, steps: steps) == .stop { return }
      } catch {
        var error = error
        if let name = error.unknownAction {
          error = .unknown(name, actions: actionUsages(of: session))
        }
        console.writeError("archdemo: \(TerminalText.escaped(error.message))\n")
      }
    }
  }

  private enum Flow { case goOn, stop }

  /// The rows a list shows on a terminal of `lines` lines: what is left once the frame's
  /// header and closing rule, a search field, a notice, the position line and the prompt have
  /// theirs (10 lines in all), and at least 5.
  nonisolated static func rowsInView(onTerminalOf lines: Int) -> Int {
    max(5, lines - 10)
  }

  private static func perform(
    _ command: SessionCommand, in session: Session, console: any Console, steps: StepRecorder?
  ) async -> Flow {
    switch command {
    case .quit:
      return .stop
    case .help:
      let actions = actionUsages(of: session)
      let title = TerminalText.escaped(session.screenTitle)
      console.write("Actions on the \(title) screen: \(actions.joined(separator: ", "))\n\n")
    case .answer, .answerAll:
      if let refusal = await session.answer(all: command == .answerAll) {
        console.writeError("archdemo: \(refusal)\n")
      } else {
        steps?.close(command.typed)
      }
    case .screen(let action):
      do {
        try await session.perform(action)
        steps?.close(action.typed)
      } catch {
        console.writeError("archdemo: \(TerminalText.escaped(error.message))\n")
      }
    }
    return .goOn
  }

  /// The actions of the screen on top, as typed, then the session's own.
  private static func actionUsages(of session: Session) -> [String] {
    session.acceptedActions.map(\.usage) + (session.holdsAnswers ? SessionCommand.answerUsages : [])
      + ["help", "quit"]
  }
}
