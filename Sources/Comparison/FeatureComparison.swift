import Foundation
import Harness
import TextUI
import Tracing

/// Every pattern side by side on one feature: do they behave the same, how many messages
/// cross role boundaries, how is the code split, and how is it tested.
///
/// Every figure is computed: messages by running the feature's scenarios traced, code and
/// tests by reading the kit's sources. The reading is made from those figures.
package struct FeatureComparison: Sendable, Codable {
  /// One scenario's figures.
  package struct ScenarioFigures: Sendable, Codable, Equatable {
    /// The scenario's name, e.g. `search-accentless`.
    package var name: String
    /// The user actions in it, counting the screen's first appearance as one.
    package var actions: Int
    /// Per pattern (`mvc`, …), the messages that crossed role boundaries.
    package var messages: [String: Int]
  }

  /// The tests a pattern has for one feature, or for its plumbing.
  package struct TestFigures: Sendable, Codable, Equatable {
    /// `@Test` functions.
    package var functions: Int
    /// Test cases: each argument of a parameterised test counts.
    package var cases: Int
    /// The pattern's own test doubles (`…Mock`, `…Spy`, `…Stub`, `…Fake`) for the feature.
    package var doubles: [String]
  }

  /// One pattern's figures for the feature.
  package struct PatternFigures: Sendable, Codable, Equatable {
    /// `identical`, or where its frames first differ from MVP's.
    package var parity: String
    /// The messages over every scenario.
    package var messages: Int
    /// ``messages`` per user action, with one decimal as the tables print it, e.g. `3.8`.
    package var messagesPerUserAction = ""
    /// The role the table asks for the rows in view (`rows(1–5 of 5)` in the trace), e.g.
    /// `Presenter`; `nil` for a feature whose lists hand the table rows already made.
    package var rowSource: String?
    /// How many times the table asked for rows (`rows(…)` lines) over every scenario.
    package var rowQuestions = 0
    /// The role that starts, keeps and cancels the feature's work (``Harness/Pattern/workOwner``),
    /// e.g. `Presenter`.
    package var workOwner = ""
    /// The requests the pattern cancelled (`… cancelled` lines) over the held scenarios.
    package var cancellations = 0
    /// The code of the feature's folder; `nil` when the kit's sources are not at hand.
    package var code: SourceStructure?
    /// The code the pattern shares across features (composition root, binding, helpers).
    package var shared: SourceStructure?
    /// The tests tagged with the feature.
    package var tests: TestFigures?
    /// The committed mutation run's figures for the feature's code.
    package var testability: TestabilityFigures?
    /// What the feature's two view layers share and what each needs alone; `nil` when the
    /// kit's sources are not at hand.
    package var viewLayers: ViewLayerFigures?
  }

  /// The feature's command-line name, e.g. `drivers`.
  package var feature: String
  /// One line on what the feature shows.
  package var summary: String
  /// The figures of each scenario, in catalog order.
  package var scenarios: [ScenarioFigures]
  /// The scenarios run with answers held (`--answers held`), whose cancellations are counted;
  /// their messages are not, so that the counts measure what they always have.
  package var heldScenarios: [String] = []
  /// Per pattern (`mvc`, …).
  package var patterns: [String: PatternFigures]
  /// A few sentences naming the most telling differences, computed from the figures.
  package var reading: [String] = []

  /// The user actions over every scenario.
  package var actions: Int { scenarios.reduce(0) { $0 + $1.actions } }

  private enum CodingKeys: String, CodingKey {
    case feature, summary, scenarios, heldScenarios, patterns, reading
  }

  /// The sums the JSON prints beside the figures, for the docs to quote.
  private enum SumKeys: String, CodingKey {
    case userActions
  }

  /// Writes every figure, then ``actions`` as `userActions`.
  ///
  /// - Parameter encoder: the encoder to write to.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(feature, forKey: .feature)
    try container.encode(summary, forKey: .summary)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(heldScenarios, forKey: .heldScenarios)
    try container.encode(patterns, forKey: .patterns)
    try container.encode(reading, forKey: .reading)
    var sums = encoder.container(keyedBy: SumKeys.self)
    try sums.encode(actions, forKey: .userActions)
  }

  /// The figures of `pattern`.
  ///
  /// - Parameter pattern: one of the patterns; a comparison holds figures for each.
  /// - Returns: the pattern's figures.
  package subscript(pattern: Pattern) -> PatternFigures { patterns[pattern.rawValue]! }

  /// Starts a feature in a pattern; the comparison runs each pattern's scenarios with one.
  package typealias Launch = Session.Launch

  /// Runs every scenario of `feature` through every pattern, traced, and reads the code.
  ///
  /// MVP runs first and its frames are the reference: each other pattern's parity is
  /// `identical`, or names the first frame that differs, e.g. `differs: frame 3 of
  /// search-accentless`.
  ///
  /// - Parameters:
  ///   - feature: the feature to compare.
  ///   - sources: what the kit's sources say, read once for every feature; `nil` for none.
  ///   - launches: stand-ins for how a pattern starts a feature (tests break one on purpose).
  /// - Returns: the figures and the reading.
  @MainActor
  package static func run(
    _ feature: Feature, sources: SourceReadings?, launches: [Pattern: Launch] = [:]
  ) async -> FeatureComparison {
    let scenarios = Scenario.of(feature)
    let held = Scenario.all.filter { $0.feature == feature && $0.answers == .held }
    var figures = scenarios.map {
      ScenarioFigures(name: $0.name, actions: $0.actions.count + 1, messages: [:])
    }
    var patterns: [String: PatternFigures] = [:]
    var reference: [[Frame]] = []
    // MVP first: the others are compared with its frames.
    for pattern in [.mvp] + Pattern.allCases.filter({ $0 != .mvp }) {
      var firstDifference: String?
      var rowSource: String?
      var rowQuestions = 0
      for (index, scenario) in scenarios.enumerated() {
        let log = TraceLog()
        let frames = await Transcript.record(scenario, in: pattern, trace: log, launch: launches[pattern]).frames
        figures[index].messages[pattern.rawValue] = log.messages.count
        let questions = log.messages.filter { $0.message.hasPrefix("rows(") && $0.message.contains(" of ") }
        rowSource = rowSource ?? questions.first?.receiver
        rowQuestions += questions.count
        if pattern == .mvp {
          reference.append(frames)
        } else if firstDifference == nil, let place = Self.firstDifference(frames, reference[index]) {
          firstDifference = "frame \(place) of \(scenario.name)"
        }
      }
      let messages = figures.reduce(0) { $0 + ($1.messages[pattern.rawValue] ?? 0) }
      let actions = figures.reduce(0) { $0 + $1.actions }
      var entry = PatternFigures(
        parity: firstDifference.map { "differs: \($0)" } ?? "identical", messages: messages,
        messagesPerUserAction: ComparisonReading.format(ComparisonReading.ratio(messages, actions)))
      entry.rowSource = rowSource
      entry.rowQuestions = rowQuestions
      entry.workOwner = pattern.workOwner
      entry.cancellations = await Self.cancellations(in: held, of: pattern, launch: launches[pattern])
      if let sources {
        entry.code = SourceStructure.scan(pattern: pattern, feature: feature, root: sources.root)
        entry.shared = sources.shared[pattern]
        entry.tests = sources.inventories[pattern].map { $0.figures(for: feature.rawValue) }
        entry.testability = sources.mutations?.figures(pattern: pattern.rawValue, feature: feature.rawValue)
        entry.viewLayers = ViewLayerFigures.scan(pattern: pattern, feature: feature, root: sources.root)
      }
      patterns[pattern.rawValue] = entry
    }
    var comparison = FeatureComparison(
      feature: feature.rawValue, summary: feature.summary, scenarios: figures, patterns: patterns)
    comparison.heldScenarios = held.map(\.name)
    comparison.reading =
      ComparisonReading.sentences(for: comparison) + [TestabilityReading.feature(comparison)].compactMap { $0 }
    return comparison
  }

  /// The requests `pattern` cancels over `scenarios`: the `… cancelled` lines of their traces.
  @MainActor
  static func cancellations(in scenarios: [Scenario], of pattern: Pattern, launch: Launch?) async -> Int {
    var count = 0
    for scenario in scenarios {
      let log = TraceLog()
      _ = await Transcript.record(scenario, in: pattern, trace: log, launch: launch)
      count += log.messages.filter { $0.message.hasSuffix(" cancelled") }.count
    }
    return count
  }

  /// The 1-based number of the first frame where `frames` differs from `reference`.
  static func firstDifference(_ frames: [Frame], _ reference: [Frame]) -> Int? {
    guard frames != reference else { return nil }
    let shared = zip(frames, reference).prefix { $0 == $1 }.count
    return shared + 1
  }

  /// The kit's package folder as it was when this binary was built, if it is still there.
  package static var builtSourceRoot: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Sources/Comparison
      .deletingLastPathComponent().deletingLastPathComponent()
    let marker = root.appendingPathComponent("Package.swift").path
    return FileManager.default.fileExists(atPath: marker) ? root : nil
  }
}

extension TestInventory {
  /// The figures of the tests tagged `tag`, with the doubles named for that feature.
  func figures(for tag: String) -> FeatureComparison.TestFigures {
    let tagged = tests(taggedWith: tag)
    let doubles = Feature(rawValue: tag).map { self.doubles(for: $0) } ?? []
    return FeatureComparison.TestFigures(
      functions: tagged.count, cases: tagged.reduce(0) { $0 + $1.cases }, doubles: doubles)
  }
}
