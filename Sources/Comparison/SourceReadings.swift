import Foundation
import Harness

/// What a comparison reads from the kit's sources, read once for all the features it compares:
/// each pattern's test inventory and shared code, and the committed mutation run.
///
/// Every feature's figures come from the same test targets and the same mutation results, so
/// `archdemo compare` reads each file once rather than once per feature.
package struct SourceReadings: Sendable {
  /// The kit's package folder the readings come from.
  package var root: URL
  /// Each pattern's test inventory; absent for a pattern whose test target is not there.
  package var inventories: [Pattern: TestInventory] = [:]
  /// What each pattern shares across features; absent when its sources are not there.
  package var shared: [Pattern: SourceStructure] = [:]
  /// The committed mutation run, if the kit has one.
  package var mutations: MutationResults?

  /// Reads the sources under `root`.
  ///
  /// - Parameter root: the kit's package folder.
  package init(root: URL) {
    self.root = root
    for pattern in Pattern.allCases {
      inventories[pattern] = TestInventory.scan(pattern: pattern, root: root)
      shared[pattern] = SourceStructure.scanShared(pattern: pattern, root: root)
    }
    mutations = MutationResults.load(root: root)
  }
}
