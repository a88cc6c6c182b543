import Diagrams
import Foundation
import Harness
import TextUI
import Tracing

/// How a run is played: the script read into commands, then each pattern driven through them.
extension ExplorerRun {
  /// The scenario whose environment the run takes, and the script's commands: its actions, and
  /// its `answer` and `answer all` (`help` and `quit`, which print in a terminal, show nothing
  /// here and are left out).
  static func prepare(_ feature: Feature, scenario name: String?, script: String) throws(ExplorerError)
    -> (Scenario, [SessionCommand])
  {
    var scenario = Scenario(feature, "explore")
    if let name {
      guard let found = Scenario.all.first(where: { $0.feature == feature && $0.name == name }) else {
        throw .badRequest("no scenario named '\(ActionParser.printable(name))' for \(feature.rawValue)")
      }
      scenario = found
    }
    let commands: [SessionCommand]
    do {
      commands = try ActionParser.parseScript(script).filter { $0 != .help && $0 != .quit }
    } catch {
      throw .badRequest(error.message)
    }
    guard commands.count <= actionLimit else {
      throw .badRequest("a script holds at most \(actionLimit) actions, this one \(commands.count)")
    }
    return (scenario, commands)
  }

  @MainActor
  static func play(
    _ commands: [SessionCommand], of scenario: Scenario, answers: AnswerDelivery, views: ViewLayer = .imperative,
    in pattern: Pattern
  ) async -> PatternRun {
    var steps: [Step] = []
    var frames: [String] = []
    var messages: [Message] = []
    var bands: [(step: Int, band: SequenceDiagram.Step)] = []
    var traced: [TraceMessage] = []
    let trace = TraceLog(keeping: false) { message in
      traced.append(message)
      messages.append(
        Message(text: message.description, file: message.source?.relativePath, line: message.source?.line))
    }
    let session = Session(
      pattern: pattern, feature: scenario.feature, environment: scenario.environment, trace: trace,
      onFrame: { frames.append($0.rendered()) }, keepingFrames: false, rowsInView: scenario.rows, answers: answers,
      views: views)
    func close(_ action: String, refusal: String? = nil, atClose: String? = nil) {
      steps.append(Step(action: action, frames: frames, messages: messages, refusal: refusal, atClose: atClose))
      // As `archdemo run --diagram` draws it: a refused action has no band.
      if refusal == nil { bands.append((steps.count - 1, SequenceDiagram.Step(action: action, messages: traced))) }
      (frames, messages, traced) = ([], [], [])
    }
    await session.start()
    close("(start)")
    for command in commands {
      switch command {
      case .screen(let action):
        do {
          try await session.perform(action)
          close(action.typed)
        } catch {
          close(action.typed, refusal: error.message)
        }
      case .answer, .answerAll:
        close(command.typed, refusal: await session.answer(all: command == .answerAll))
      case .help, .quit:
        continue
      }
    }
    guard session.holdsAnswers else {
      session.close()
      return PatternRun(pattern: pattern.rawValue, steps: steps, bands: bands)
    }
    // As a held run ends: the window closes, and what it cancelled is traced.
    close("(close)", atClose: await session.end())
    return PatternRun(pattern: pattern.rawValue, steps: steps, bands: bands)
  }
}
