import TextUI
import Tracing

/// The readable record of one run: every frame, every action and every rejection, in order.
///
/// Two patterns behave identically on a run exactly when their transcripts are equal.
@MainActor
public struct Transcript: Hashable, Sendable {
  /// The entries, in order: each frame as printed, `> action` before each action, and
  /// `! message` for each rejection.
  package private(set) var lines: [String] = []

  /// The transcript as a text file: one line per entry, frames as printed.
  public var text: String { lines.joined(separator: "\n") + "\n" }

  /// The frames alone, in order.
  package private(set) var frames: [Frame] = []

  /// Runs `actions` on `feature` in `pattern` and records what happened.
  ///
  /// A rejected action is recorded with its message and the run goes on, as on the command
  /// line.
  ///
  /// - Parameters:
  ///   - pattern: the pattern to run the feature in.
  ///   - feature: the feature to show.
  ///   - environment: what the run depends on.
  ///   - actions: the actions to perform after the screen has appeared.
  ///   - trace: where to send the messages crossing layer boundaries; the transcript itself
  ///     never includes them, so a traced run and an untraced one can be compared.
  ///   - launch: starts the feature in place of the pattern's own composition root, as
  ///     ``Session`` allows; `nil` for the pattern's own.
  ///   - rowsInView: how many rows a list shows at once; `nil` for the default.
  /// - Returns: the transcript of the run.
  package static func record(
    pattern: Pattern, feature: Feature, environment: FeatureEnvironment, actions: [UserAction],
    trace: TraceLog? = nil, launch: Session.Launch? = nil, rowsInView: Int? = nil
  ) async -> Transcript {
    await record(
      pattern: pattern, feature: feature, environment: environment, steps: actions.map(SessionCommand.screen),
      answers: .immediate, trace: trace, launch: launch, rowsInView: rowsInView)
  }

  /// Runs `steps` on `feature` in `pattern`, answers delivered as `answers` says, and records
  /// what happened.
  ///
  /// With ``AnswerDelivery/held`` the transcript ends with what became of the requests still
  /// out when the window closed: `= at close: 2 requests out, 2 cancelled`. A pattern whose
  /// screen, as it goes, cancels less than it left out differs there.
  ///
  /// - Parameters:
  ///   - pattern: the pattern to run the feature in.
  ///   - feature: the feature to show.
  ///   - environment: what the run depends on.
  ///   - steps: the actions, `answer` and `answer all`, in order.
  ///   - answers: when requests are answered.
  ///   - trace: where to send the messages crossing layer boundaries.
  ///   - launch: starts the feature in place of the pattern's own composition root.
  ///   - rowsInView: how many rows a list shows at once; `nil` for the default.
  ///   - views: the view layer the pattern shows the feature with.
  /// - Returns: the transcript of the run.
  package static func record(
    pattern: Pattern, feature: Feature, environment: FeatureEnvironment, steps: [SessionCommand],
    answers: AnswerDelivery, trace: TraceLog? = nil, launch: Session.Launch? = nil, rowsInView: Int? = nil,
    views: ViewLayer = .imperative
  ) async -> Transcript {
    var transcript = Transcript()
    let session = Session(
      pattern: pattern, feature: feature, environment: environment, trace: trace, launch: launch,
      rowsInView: rowsInView, answers: answers, views: views)
    await session.start()
    transcript.append(session.frames)
    for step in steps {
      transcript.lines.append("> \(step.typed)")
      let before = session.frames.count
      switch step {
      case .screen(let action):
        do {
          try await session.perform(action)
        } catch {
          transcript.lines.append("! \(error.message)")
        }
      case .answer, .answerAll:
        if let refusal = await session.answer(all: step == .answerAll) { transcript.lines.append("! " + refusal) }
      case .help, .quit:
        break
      }
      transcript.append(session.frames[before...])
    }
    if let atClose = await session.end() {
      transcript.lines.append("= " + atClose)
    }
    return transcript
  }

  /// Runs a scenario in `pattern`, with the scenario's header on top.
  ///
  /// The header is the scenario's equivalent command line (``Scenario/commandLine``), so a
  /// checked-in transcript says how to see the same frames in a terminal.
  ///
  /// - Parameters:
  ///   - scenario: the scenario to run.
  ///   - pattern: the pattern to run it in.
  ///   - trace: where to send the messages crossing layer boundaries, if anywhere.
  ///   - launch: starts the feature in place of the pattern's own composition root; `nil` for
  ///     the pattern's own.
  ///   - views: the view layer the pattern shows the feature with.
  /// - Returns: the transcript, header first.
  public static func record(
    _ scenario: Scenario, in pattern: Pattern, trace: TraceLog? = nil, launch: Session.Launch? = nil,
    views: ViewLayer = .imperative
  ) async -> Transcript {
    var transcript = await record(
      pattern: pattern, feature: scenario.feature, environment: scenario.environment, steps: scenario.steps,
      answers: scenario.answers, trace: trace, launch: launch, rowsInView: scenario.rows, views: views)
    transcript.lines.insert("# \(scenario.commandLine)", at: 0)
    return transcript
  }

  private mutating func append<Frames: Sequence<Frame>>(_ newFrames: Frames) {
    for frame in newFrames {
      frames.append(frame)
      lines.append(
        contentsOf: frame.rendered().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
          String.init))
    }
  }
}
