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
        record("Sources/MVP/Drivers/DriversView.swift", false, true),
        record("Sources/MVP/Drivers/DriversPresenter.swift", true, false),
      ])

    // when
    let sentences = TestabilityReading.summary(results, mockedViews: ["mvp"])

    // then
    #expect(
      sentences == [
        "MVP: own tests catch 1 of 2 mutants (50%), with parity 2 (100%); what its own tests missed at first: a message never "
          + "sent in the view; 1 mutant was in its views, which its presenter tests replace with mock views: its own "
          + "tests caught none of them."
      ])
  }

  @Test func summary_keepsTheFirstRunBesideTheScoreNow() {
    // given an MVP presenter mutant that survived its first run and that a test written since catches
    let results = MutationResults(
      date: "2026-11-27", machine: "test",
      records: [
        MutationResults.Record(
          file: "Sources/MVP/Drivers/DriversPresenter.swift", line: 3, mutationOperator: "swap-statements",
          before: "view.show(rows)", after: "load()", pattern: "MVP", feature: "drivers", killedByOwnTests: true,
          killedByParity: false, caughtBy: "refresh()", previousOutcome: "survived"),
        MutationResults.Record(
          file: "Sources/MVP/Drivers/DriversPresenter.swift", line: 9, mutationOperator: "drop-call",
          before: "view.close()", after: "_ = ()", pattern: "MVP", feature: "drivers", killedByOwnTests: true,
          killedByParity: false, caughtBy: "close()"),
      ])

    // when
    let figures = results.figures(pattern: "mvp")
    let sentences = TestabilityReading.summary(results, mockedViews: [])

    // then the score now is 100%, and the first run's 50% stays beside it with what it missed
    #expect(figures.ownScore == "100%" && figures.firstRunOwnScore == "50%" && figures.candidates == 2)
    #expect(
      sentences == [
        "MVP: own tests catch 2 of 2 mutants (100%), with parity 2 (100%); in the first run, before the tests "
          + "written for its survivors, own tests caught 1 (50%); what its own tests missed at first: two steps "
          + "taken in the wrong order in the presenter."
      ])
  }
}
