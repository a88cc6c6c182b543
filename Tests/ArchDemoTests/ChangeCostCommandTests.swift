import Comparison
import Foundation
import Testing

/// `archdemo compare --changes` run as a learner runs it: over the kit's own change requests in
/// `Examples/Changes`. What it computes is tested beside the code, in ChangeCostsTests.
@Suite("archdemo compare --changes")
struct ChangeCostCommandTests {
  @Test func command_readsTheKitsOwnChangeRequests() throws {
    let result = try ArchdemoProcess.run(["compare", "--changes"])

    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let kitChanges = try FileManager.default.contentsOfDirectory(
      atPath: try #require(FeatureComparison.builtSourceRoot).appendingPathComponent("Examples/Changes").path
    ).filter { !$0.contains(".") }
    #expect(kitChanges.count >= 5)
    for change in kitChanges {
      #expect(result.stdout.contains("\n\(change): ") || result.stdout.hasPrefix("\(change): "))
    }
    #expect(result.stdout.contains("across changes") == (kitChanges.count > 1))
  }

  @Test func changesWithAFeature_isAUsageMistake() throws {
    let result = try ArchdemoProcess.run(["compare", "users", "--changes"])

    #expect(result.status == 64)
    #expect(result.stderr.contains("--changes takes no feature"))
  }
}
