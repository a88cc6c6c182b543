import Foundation
import TextUI

/// The four patterns side by side on one feature: do they behave the same, how many messages
/// cross layer boundaries, and how is the code split.
public struct FeatureComparison: Sendable {
  public var feature: Feature
  public var scenarioNames: [String]
  /// Per pattern: `identical`, or where its frames first differ from MVP's.
  public var parity: [Pattern: String] = [:]
  /// Per pattern, the messages crossing layer boundaries in each scenario, in scenario order.
  public var messages: [Pattern: [Int]] = [:]
  /// Per pattern, the code on disk, or `nil` where the sources are not at hand.
  public var structure: [Pattern: SourceStructure] = [:]

  /// Runs every scenario of `feature` through the four patterns, traced.
  ///
  /// - Parameter sourceRoot: the kit's package folder, to read the code's structure from.
  @MainActor
  public static func run(_ feature: Feature, sourceRoot: URL?) async -> FeatureComparison {
    let scenarios = Scenario.of(feature)
    var comparison = FeatureComparison(feature: feature, scenarioNames: scenarios.map(\.name))
    var reference: [[Frame]] = []
    // MVP first: the others are compared with its frames.
    for pattern in [.mvp] + Pattern.allCases.filter({ $0 != .mvp }) {
      var counts: [Int] = []
      var firstDifference: String?
      for (index, scenario) in scenarios.enumerated() {
        let log = TraceLog()
        let frames = await Transcript.record(scenario, in: pattern, trace: log).frames
        counts.append(log.messages.count)
        if pattern == .mvp {
          reference.append(frames)
        } else if firstDifference == nil, let place = Self.firstDifference(frames, reference[index]) {
          firstDifference = "frame \(place) of \(scenario.name)"
        }
      }
      comparison.messages[pattern] = counts
      comparison.parity[pattern] = firstDifference.map { "differs: \($0)" } ?? "identical"
      if let sourceRoot, let structure = SourceStructure.scan(pattern: pattern, feature: feature, root: sourceRoot) {
        comparison.structure[pattern] = structure
      }
    }
    return comparison
  }

  /// The 1-based number of the first frame where `frames` differs from `reference`.
  static func firstDifference(_ frames: [Frame], _ reference: [Frame]) -> Int? {
    guard frames != reference else { return nil }
    let shared = zip(frames, reference).prefix { $0 == $1 }.count
    return shared + 1
  }

  /// The kit's package folder as it was when this binary was built, if it is still there.
  public static var builtSourceRoot: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let marker = root.appendingPathComponent("Package.swift").path
    return FileManager.default.fileExists(atPath: marker) ? root : nil
  }
}
