import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.drivers))
@MainActor
struct DriversInteractorTests {
  private let service = DriverServiceMock()
  private let output = DriversInteractorOutputMock()

  private func makeLoadedInteractor() async -> DriversInteractor {
    let interactor = DriversInteractor(service: service)
    interactor.output = output
    await settling { interactor.fetchDrivers() }
    return interactor
  }

  @Test func fetchDrivers_reportsEveryDriverInFixtureOrder() async {
    // when
    _ = await makeLoadedInteractor()

    // then
    #expect(output.calls == [.didFind(.matches(Driver.samples))])
    #expect(service.fetchCount == 1)
  }

  @Test func fetchDrivers_withNoDrivers_reportsTheEmptyStateNotAFailure() async {
    // given
    service.result = .success([])

    // when
    _ = await makeLoadedInteractor()

    // then
    #expect(output.calls == [.didFind(.empty("No drivers"))])
  }

  @Test func fetchDrivers_whenServiceFails_reportsTheError() async {
    // given
    service.result = .failure(.decoding("wrong type at [0].number"))

    // when
    _ = await makeLoadedInteractor()

    // then
    #expect(output.calls == [.didFail(.decoding("wrong type at [0].number"))])
  }

  @Test(arguments: [
    ("perez", "Sergio PÉREZ"),
    ("hulkenberg", "Nico HÜLKENBERG"),
    ("Lewis HAMILTON", "Lewis HAMILTON"),
    ("  russell  ", "George RUSSELL"),
  ])
  func searchWithAccentlessOrPaddedQuery_findsExactlyThatDriver(query: String, fullName: String) async {
    // given
    let interactor = await makeLoadedInteractor()

    // when
    interactor.filterDrivers(by: SearchQuery(query))

    // then
    guard case .didFind(.matches(let drivers)) = output.calls.last else {
      Issue.record("expected matches, got \(output.calls)")
      return
    }
    #expect(drivers.map(\.fullName) == [fullName])
  }

  @Test func search_filtersLocallyWithoutANewRequest() async {
    // given
    let interactor = await makeLoadedInteractor()

    // when
    interactor.filterDrivers(by: SearchQuery("e"))
    interactor.filterDrivers(by: SearchQuery(""))

    // then
    #expect(service.fetchCount == 1)
    #expect(output.calls.last == .didFind(.matches(Driver.samples)))
  }

  @Test func searchWithNoMatch_reportsAnEmptyStateNamingTheTrimmedQuery() async {
    // given
    let interactor = await makeLoadedInteractor()

    // when
    interactor.filterDrivers(by: SearchQuery(" zzz "))

    // then
    #expect(output.calls.last == .didFind(.empty("No drivers match \"zzz\".")))
  }

  @Test func refreshAfterSearch_keepsTheQuery() async {
    // given
    let interactor = await makeLoadedInteractor()
    interactor.filterDrivers(by: SearchQuery("ham"))

    // when
    await settling { interactor.fetchDrivers() }

    // then
    #expect(service.fetchCount == 2)
    #expect(output.calls.last == .didFind(.matches([Driver.samples[0]])))
  }

  @Test func searchAfterFailedFetch_reportsNothingToFilterUntilAFetchSucceeds() async {
    // given
    let interactor = await makeLoadedInteractor()
    service.result = .failure(.network("down"))
    await settling { interactor.fetchDrivers() }

    // when
    interactor.filterDrivers(by: SearchQuery("perez"))
    let callsAfterSearch = output.calls
    service.result = .success(Driver.samples)
    await settling { interactor.fetchDrivers() }

    // then
    #expect(callsAfterSearch.suffix(2) == [.didFail(.network("down")), .didFind(.loadFailed)])
    #expect(output.calls.last == .didFind(.matches([Driver.samples[1]])))
  }
}
