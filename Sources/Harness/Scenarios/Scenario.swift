import Domain
import DomainLive
import Foundation
import Instrumentation
import TextUI

/// A named way through a feature: the setup and the actions a learner would try.
///
/// The parity suite runs every scenario through every pattern and compares the transcripts
/// with each other and with the checked-in ones.
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
  /// The feature the scenario runs.
  package var feature: Feature
  /// A short name, unique within the feature, e.g. `search-accentless`.
  public var name: String
  /// The fault each request meets in turn, the last one for every later request: `[fault]` for
  /// the whole run, as `--fault` gives, or faults that change between loads.
  package var faults: [Fault?]
  /// The day that counts as today, written `YYYY-MM-DD`.
  package var today: String
  /// What the script does after the screen has appeared: the actions, and where answers are
  /// held, `answer` and `answer all` between them.
  package private(set) var steps: [SessionCommand]
  /// The actions performed after the screen has appeared, in order: the steps the screen takes.
  package var actions: [UserAction] { steps.compactMap(\.screenAction) }
  /// When requests are answered: at once, or when a step says (`--answers held`).
  package private(set) var answers = AnswerDelivery.immediate
  /// How many rows a list shows at once (`--rows`); `nil` for the default, enough for every
  /// bundled fixture.
  package var rows: Int?
  /// How many items every load after the first keeps, as if the others had been deleted in
  /// between; `nil` to keep them all.
  package var laterLoadsKeep: Int?

  /// The day every scenario counts as today unless it says otherwise: a Wednesday.
  package static let defaultToday = "2026-11-18"
  /// The folder of bundled fixtures the scenario reads, e.g. `NewsAPIQuirks`; `nil` for the
  /// fixtures every run reads.
  package var fixtures: String?

  /// A scenario whose service fails with `fault` for the whole run, or never.
  ///
  /// - Parameters:
  ///   - feature: the feature to run.
  ///   - name: a short name, unique within the feature.
  ///   - fault: the fault to inject, if any.
  ///   - today: the day that counts as today, as `YYYY-MM-DD`.
  ///   - rows: how many rows a list shows at once; `nil` for the default.
  ///   - laterLoadsKeep: how many items every load after the first keeps; `nil` for all.
  ///   - fixtures: the folder of bundled fixtures to read, e.g. `NewsAPIQuirks`; `nil` for the
  ///     fixtures every run reads.
  ///   - actions: the actions to perform after the screen has appeared.
  package init(
    _ feature: Feature, _ name: String, fault: Fault? = nil, today: String = defaultToday, rows: Int? = nil,
    laterLoadsKeep: Int? = nil, fixtures: String? = nil, actions: [UserAction] = []
  ) {
    self.init(
      feature, name, faults: fault.map { [$0] } ?? [], today: today, rows: rows, laterLoadsKeep: laterLoadsKeep,
      actions: actions)
    self.fixtures = fixtures
  }

  /// A scenario whose service meets `faults` in turn, one per request, the last one for every
  /// later request: `[nil, .network]` answers the first load and fails every refresh;
  /// `[.network, nil]` fails the first load and answers every refresh. A store's reads and saves
  /// meet them in turn too: `[nil, .network, nil]` reads the to-do list, fails the first save and
  /// lets the next one through.
  ///
  /// - Parameters:
  ///   - feature: the feature to run.
  ///   - name: a short name, unique within the feature.
  ///   - faults: the fault of each request in turn.
  ///   - today: the day that counts as today, as `YYYY-MM-DD`.
  ///   - rows: how many rows a list shows at once; `nil` for the default.
  ///   - laterLoadsKeep: how many items every load after the first keeps; `nil` for all.
  ///   - actions: the actions to perform after the screen has appeared.
  package init(
    _ feature: Feature, _ name: String, faults: [Fault?], today: String = defaultToday, rows: Int? = nil,
    laterLoadsKeep: Int? = nil, actions: [UserAction] = []
  ) {
    self.feature = feature
    self.name = name
    self.faults = faults
    self.today = today
    self.rows = rows
    self.laterLoadsKeep = laterLoadsKeep
    self.steps = actions.map(SessionCommand.screen)
  }

  /// A scenario whose requests wait until a step releases them (`--answers held`): the user acts
  /// while requests are out.
  ///
  /// - Parameters:
  ///   - feature: the feature to run.
  ///   - name: a short name, unique within the feature.
  ///   - faults: the fault of each request in turn.
  ///   - steps: the actions, `answer` and `answer all`, in order.
  package init(_ feature: Feature, _ name: String, faults: [Fault?] = [], held steps: [SessionCommand]) {
    self.init(feature, name, faults: faults, actions: steps.compactMap(\.screenAction))
    self.steps = steps
    self.answers = .held
  }

  /// The scenario as a test names it: `drivers/search-accentless`.
  public var description: String { "\(feature.rawValue)/\(name)" }

  /// The environment the scenario runs in: the bundled fixtures, UTC, its day as today.
  package var environment: FeatureEnvironment {
    var environment = FeatureEnvironment(today: Self.day(today), calendar: Self.utc)
    if let fixtures { environment.dataSource = BundledFixtures(folder: fixtures) }
    environment.faults = faults
    if let laterLoadsKeep {
      environment.dataSource = ShorterLaterDataSource(base: environment.dataSource, keeping: laterLoadsKeep)
    }
    return environment
  }

  /// The equivalent command line, for a transcript's header; faults that change between
  /// requests, which `--fault` cannot give, follow it, e.g. `· faults in turn: none, network`.
  package var commandLine: String {
    var words = ["archdemo run --pattern <p> \(feature.rawValue)"]
    if feature == .todos { words.append("--today \(today)") }
    if faults.count == 1, let fault = faults[0] { words.append("--fault \(fault.rawValue)") }
    if let rows { words.append("--rows \(rows)") }
    if let fixtures { words.append("--data Sources/DomainLive/Resources/Fixtures/\(fixtures)") }
    if answers == .held { words.append("--answers held") }
    if !steps.isEmpty { words.append("--script \"\(steps.map(\.typed).joined(separator: "; "))\"") }
    if faults.count > 1 {
      words.append("· faults in turn: \(faults.map { $0?.rawValue ?? "none" }.joined(separator: ", "))")
    }
    if let laterLoadsKeep { words.append("· later loads keep the first \(laterLoadsKeep) items") }
    return words.joined(separator: " ")
  }

  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static func day(_ text: String) -> Date {
    DueDateParser.day(from: text, in: utc) ?? Date(timeIntervalSince1970: 0)
  }
}

extension SessionCommand {
  /// The command as a user types it, e.g. `answer all`.
  package var typed: String {
    switch self {
    case .screen(let action): action.typed
    case .answer: "answer"
    case .answerAll: "answer all"
    case .help: "help"
    case .quit: "quit"
    }
  }

  /// The screen's action, or `nil` for a command of the session's own.
  var screenAction: UserAction? {
    if case .screen(let action) = self { action } else { nil }
  }
}

extension UserAction {
  /// The action as a user types it, e.g. `search perez`.
  package var typed: String {
    switch self {
    case .search(let text), .name(let text), .due(let text): "\(kind.rawValue) \(text)"
    case .select(let number): "select \(number)"
    default: kind.rawValue
    }
  }
}
