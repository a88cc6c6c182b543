import Foundation
import Testing

@testable import Comparison
@testable import Harness

/// `archdemo compare`'s testability figures: read from the committed mutation run, in every format.
@Suite("archdemo compare: testability")
struct CompareTestabilityTests {
  @Test @MainActor func drivers_showsTheMutationFiguresOfEveryPatternInEveryFormat() async throws {
    // given
    let root = try #require(FeatureComparison.builtSourceRoot)
    let results = try #require(MutationResults.load(root: root))

    // when
    let kit = await KitComparison.run([.drivers], sourceRoot: root)

    // then each pattern's figures are the committed run's for its drivers folder
    for pattern in Pattern.allCases {
      let figures = try #require(kit.features[0][pattern].testability)
      #expect(figures == results.figures(pattern: pattern.rawValue, feature: "drivers"))
      #expect(figures.mutants > 0)
      #expect(figures.caughtByOwnTests + figures.caughtOnlyByParity + figures.surviving == figures.mutants)
    }
    #expect(ComparisonReport.render(kit, as: .text).contains("\nmutants scored "))
    #expect(ComparisonReport.render(kit, as: .markdown).contains("| mutants scored |"))
    let json = ComparisonReport.render(kit, as: .json)
    #expect(json.contains("\"caughtOnlyByParity\""))
    #expect(kit.features[0].reading.last?.hasPrefix("Of the bugs planted in the drivers code") == true)
  }

  @Test func summary_namesWhatTheOwnTestsMissAndWhereTheMockViewsAre() {
    // given an MVP view mutant only parity catches, and a presenter mutant its own tests catch
    let record = { (file: String, own: Bool, parity: Bool) in
      MutationResults.Record(
        file: file, line: 1, mutationOperator: "drop-call", before: "presenter.searchCleared()", after: "_ = ()",
        pattern: "MVP", feature: "drivers", killedByOwnTests: own, killedByParity: parity, caughtBy: nil)
    }
    let results = MutationResults(
      date: "2026-11-24", machine: "test",
      records: [
        record("Sources/MVP/Drivers/DriversScreen.swift", false, true),
        record("Sources/MVP/Drivers/DriversPresenter.swift", true, false),
      ])

    // when
    let sentences = TestabilityReading.summary(results, mockedViews: ["mvp"])

    // then
    #expect(
      sentences == [
        "MVP: own tests catch 1 of 2 mutants (50%), with parity 2 (100%); what its own tests miss: a message never "
          + "sent in the view; 1 mutant was in its views, which its presenter tests replace with mock views: its own "
          + "tests caught none of them."
      ])
  }
}
