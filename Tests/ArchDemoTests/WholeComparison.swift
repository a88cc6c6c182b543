import Comparison
import Harness

/// `archdemo compare`'s figures for every feature, as the command line computes them, computed
/// once per test process: the docs' pages, their figures and the compare tests all read them,
/// and each computation plays every parity scenario in every pattern and reads every source.
@MainActor
enum WholeComparison {
  private static var computing: Task<KitComparison, Never>?

  /// The figures `archdemo compare` prints for every feature (`ArchDemoProgram.compare` renders
  /// the same value).
  static func kit() async -> KitComparison {
    if let computing { return await computing.value }
    let task = Task { await KitComparison.run(Feature.allCases, sourceRoot: FeatureComparison.builtSourceRoot) }
    computing = task
    return await task.value
  }
}
