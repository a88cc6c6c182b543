// Explorer — `archdemo explore`: one feature and one script played in every pattern, served to
// a browser on the loopback interface. This file plays the runs; ExplorerServer listens,
// ExplorerRoutes answers, Page/ holds the page the browser shows.
import Diagrams
import Foundation
import Harness
import TextUI
import Tracing

/// One script played in every pattern: per pattern, each action's frames and messages (with
/// the line that sent each); and, apart, the run's sequence diagram through any step.
///
/// With answers held (`answers=held`, as `archdemo run --answers held`), every service and store
/// request waits until the script's `answer` or `answer all` releases it, each a step of its own;
/// after the last step the window closes as a run's does, and a last step, `(close)`, shows what
/// closing cancelled.
struct ExplorerRun: Encodable, Sendable {
  /// A message that crossed a layer boundary, and the source line that sent it.
  struct Message: Encodable, Sendable, Equatable {
    var text: String
    /// `Sources/MVP/Drivers/DriversView.swift`, or `nil` when the message names no line.
    var file: String?
    var line: Int?
  }

  /// What one action did: the frames it drew and the messages it sent, or why it was refused.
  struct Step: Encodable, Sendable {
    /// `(start)`, the action or `answer` as typed, or `(close)`.
    var action: String
    var frames: [String]
    var messages: [Message]
    /// Why the screen refused the action (`'select' does not apply to the Drivers screen …`),
    /// or why there was nothing to answer.
    var refusal: String?
    /// What closing the window found, on a held run's `(close)` step only, in a held
    /// transcript's words: `at close: 1 request out, 1 cancelled`.
    var atClose: String?
  }

  /// One pattern's run.
  struct PatternRun: Encodable, Sendable {
    var pattern: String
    var steps: [Step]
    /// The bands of the run's sequence diagram, each with the step it draws; a refused action
    /// has none, as `archdemo run --diagram` draws it. Served apart (`/api/diagram`), not in
    /// the run's JSON.
    var bands: [(step: Int, band: SequenceDiagram.Step)] = []
    var messageCount: Int { steps.reduce(0) { $0 + $1.messages.count } }

    enum CodingKeys: String, CodingKey { case pattern, steps, messageCount }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(pattern, forKey: .pattern)
      try container.encode(steps, forKey: .steps)
      try container.encode(messageCount, forKey: .messageCount)
    }

    /// The sequence diagram of the messages up to and with step `last` (0 is the start), as SVG.
    func diagram(feature: String, through last: Int) -> String {
      let shown = bands.filter { $0.step <= last }.map(\.band)
      let title = "\(pattern.uppercased()) · \(feature)" + (last + 1 < steps.count ? " · step \(last)" : "")
      return SequenceDiagram(title: title, steps: shown).svg()
    }
  }

  var feature: String
  /// The parity scenario the run started from, if any.
  var scenario: String?
  /// The actions, as typed; `answer` and `answer all` among them.
  var actions: [String]
  var patterns: [PatternRun]
  /// Whether every pattern drew the same frames, action by action: the kit's parity.
  var identicalFrames: Bool

  /// The most actions a script may hold, `answer` included: the page is for watching, not for
  /// load.
  static let actionLimit = 50

  /// Plays `script` on `feature` in every pattern that has built it.
  ///
  /// - Parameters:
  ///   - scenario: a parity scenario of the feature whose environment (fixtures, faults, day,
  ///     rows) the run takes; `nil` for the bundled data on the scenarios' day.
  ///   - script: the actions, separated by `;`, as `--script` takes them.
  ///   - answers: when requests are answered: at once, or when the script's `answer` says.
  ///   - views: the view layer every pattern shows the feature with, as `--views` takes it.
  /// - Throws: ``ExplorerError/badRequest(_:)`` for an action that does not parse, too many
  ///   actions, or an unknown scenario.
  @MainActor
  static func play(
    _ feature: Feature, scenario name: String?, script: String, answers: AnswerDelivery = .immediate,
    views: ViewLayer = .imperative
  ) async throws(ExplorerError) -> ExplorerRun {
    let (scenario, commands) = try prepare(feature, scenario: name, script: script)
    var runs: [PatternRun] = []
    for pattern in Pattern.building(feature, views: views) {
      runs.append(await play(commands, of: scenario, answers: answers, views: views, in: pattern))
    }
    let frames = runs.map { $0.steps.map(\.frames) }
    return ExplorerRun(
      feature: feature.rawValue, scenario: name, actions: commands.map(\.typed), patterns: runs,
      identicalFrames: frames.dropFirst().allSatisfy { $0 == frames.first })
  }

  /// The sequence diagram of `script` in `pattern`, through step `last` (0 for the start alone,
  /// the last step for the whole run): the picture the page shows beside that step.
  ///
  /// - Throws: as ``play(_:scenario:script:answers:)``; ``ExplorerError/badRequest(_:)`` for a
  ///   pattern that has not built the feature or a step the run does not have.
  @MainActor
  static func diagram(
    _ feature: Feature, scenario name: String?, script: String, answers: AnswerDelivery = .immediate,
    views: ViewLayer = .imperative, pattern: Pattern, through last: Int
  ) async throws(ExplorerError) -> String {
    let (scenario, commands) = try prepare(feature, scenario: name, script: script)
    guard pattern.hasBuilt(feature, views: views) else {
      throw .badRequest("\(pattern.rawValue) has not built \(feature.rawValue)")
    }
    // The start, each command, and a held run's close.
    let lastStep = commands.count + (answers == .held ? 1 : 0)
    guard (0...lastStep).contains(last) else {
      throw .badRequest("the run has steps 0 to \(lastStep), not \(last)")
    }
    return await play(commands, of: scenario, answers: answers, views: views, in: pattern).diagram(
      feature: feature.rawValue, through: last)
  }
}

/// Why the explorer cannot answer a request.
enum ExplorerError: Error, Equatable {
  /// The request is malformed or asks for something the kit does not have (400).
  case badRequest(String)
  /// Nothing is there (404).
  case notFound(String)
}
