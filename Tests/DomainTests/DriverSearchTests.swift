import Domain
import DomainTestSupport
import Testing

/// The drivers list between loads: what a search shows before any load, after a failed one,
/// and after a load that follows a failure.
@Suite("Driver search between loads")
struct DriverSearchTests {
  @Test func beforeAnyLoad_aSearchShowsTheEmptyState_notAnError() {
    // given
    let search = DriverSearch()

    // when
    let outcome = search.outcome(for: SearchQuery(""))

    // then
    #expect(outcome == .empty(SearchQuery("").emptyStateMessage("drivers")))
  }

  @Test func afterAFailedLoad_everySearchKeepsTheError() {
    // given drivers that loaded, then a load that failed
    var search = DriverSearch()
    search.didLoad(Driver.samples)
    search.didFailToLoad()

    // when
    let outcomes = ["", "ham", "zz"].map { search.outcome(for: SearchQuery($0)) }

    // then
    #expect(outcomes == [.loadFailed, .loadFailed, .loadFailed])
  }

  @Test func aLoadAfterAFailure_showsTheDriversAgain() {
    // given a failed load, then one that succeeds
    var search = DriverSearch()
    search.didFailToLoad()
    search.didLoad(Driver.samples)

    // when
    let outcome = search.outcome(for: SearchQuery(""))

    // then
    #expect(outcome == .matches(Driver.samples))
  }

  @Test func twoLoadsOfTheSameDrivers_areEqual_andOfOtherDrivers_areNot() {
    // given
    var first = DriverSearch()
    var second = DriverSearch()
    var other = DriverSearch()

    // when
    first.didLoad(Driver.samples)
    second.didLoad(Driver.samples)
    other.didLoad(Array(Driver.samples.dropLast()))

    // then
    #expect(first == second)
    #expect(first != other)
  }

  @Test func aFailedLoad_isNotTheSearchBeforeAnyLoad() {
    // given
    var failed = DriverSearch()

    // when
    failed.didFailToLoad()

    // then
    #expect(failed != DriverSearch())
  }
}
