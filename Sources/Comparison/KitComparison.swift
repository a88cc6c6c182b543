// Comparison — `archdemo compare`'s figures: each pattern's parity, messages, structure and
// tests per feature (`FeatureComparison`, `SourceStructure`, `TestInventory`), what the committed
// mutation run says of its testability (`Testability`), what the features add up to
// (`KitTotals`), and the readings and reports in every `ReportFormat`. What each change request
// cost, read from its patches, is the ChangeCosts target's.
import Foundation
import Harness

/// What a pattern shares across features: its plumbing's code and the tests tagged `.plumbing`.
package struct PlumbingFigures: Sendable, Codable, Equatable {
  /// The code outside the feature folders; `nil` when the kit's sources are not at hand.
  package var code: SourceStructure?
  /// The tests tagged `.plumbing`; `nil` when the kit's sources are not at hand.
  package var tests: FeatureComparison.TestFigures?
}

/// `archdemo compare`: one comparison per feature, what each pattern shares across features,
/// and, for more than one feature, a reading across them.
package struct KitComparison: Sendable, Codable {
  /// One comparison per feature, in the order asked for.
  package var features: [FeatureComparison]
  /// Per pattern (`mvc`, …).
  package var plumbing: [String: PlumbingFigures]
  /// Sentences across the features; empty for one feature.
  package var summary: [String]
  /// The committed mutation run's figures per pattern (`mvc`, …) and for `domain`, all code counted.
  package var testability: [String: TestabilityFigures] = [:]
  /// What the features add up to, per pattern and in all: the sums the docs quote.
  package var totals = KitTotals()

  /// Compares `features` in every pattern.
  ///
  /// - Parameters:
  ///   - features: the features to compare, one or all.
  ///   - sourceRoot: the kit's package folder, to read code and tests from; `nil` for none.
  ///   - launches: stand-ins for how a pattern starts a feature (tests break one on purpose).
  /// - Returns: the figures of every feature, the plumbing, and a summary across features.
  @MainActor
  package static func run(
    _ features: [Feature], sourceRoot: URL?, launches: [Pattern: FeatureComparison.Launch] = [:]
  ) async -> KitComparison {
    let sources = sourceRoot.map(SourceReadings.init(root:))
    var comparisons: [FeatureComparison] = []
    for feature in features {
      comparisons.append(await FeatureComparison.run(feature, sources: sources, launches: launches))
    }
    var plumbing: [String: PlumbingFigures] = [:]
    for pattern in Pattern.allCases {
      plumbing[pattern.rawValue] = PlumbingFigures(
        code: sources?.shared[pattern], tests: sources?.inventories[pattern]?.figures(for: "plumbing"))
    }
    let summary = features.count > 1 ? ComparisonReading.summary(of: comparisons, plumbing: plumbing) : []
    var kit = KitComparison(features: comparisons, plumbing: plumbing, summary: summary)
    kit.addTestability(sources?.mutations)
    kit.totals = KitTotals(comparisons, plumbing: plumbing, testability: kit.testability)
    return kit
  }
}
