import Domain
import DomainTestSupport
import Testing

@testable import VIPER

/// A failed fetch as the presenter hears it: by the time the interactor reports the failure, its
/// search already knows there is nothing to filter.
@Suite(.tags(.drivers))
@MainActor
struct DriversInteractorFailureTests {
  private let service = DriverServiceMock()

  @Test func refreshThatFails_aSearchAskedOnHearingIt_findsNothingToFilter() async {
    // given a loaded interactor whose output searches again as soon as it hears of a failure
    let interactor = DriversInteractor(service: service)
    let output = SearchingOnFailureOutput(interactor: interactor, query: SearchQuery("ham"))
    interactor.output = output
    await settling { interactor.fetchDrivers() }
    service.result = .failure(.network("down"))

    // when
    await settling { interactor.fetchDrivers() }

    // then
    #expect(output.outcomesFoundOnFailure == [.loadFailed])
  }
}

/// An interactor output that, told of a failed fetch, asks the interactor to filter at once, as a
/// presenter re-applying its search would, and records what that search found.
@MainActor
private final class SearchingOnFailureOutput: DriversInteractorOutput {
  private let interactor: DriversInteractor
  private let query: SearchQuery
  private var isFailing = false
  private(set) var outcomesFoundOnFailure: [DriverSearch.Outcome] = []

  init(interactor: DriversInteractor, query: SearchQuery) {
    self.interactor = interactor
    self.query = query
  }

  func didFind(_ outcome: DriverSearch.Outcome) {
    if isFailing { outcomesFoundOnFailure.append(outcome) }
  }

  func didFailToFetchDrivers(with error: ServiceError) {
    isFailing = true
    interactor.filterDrivers(by: query)
    isFailing = false
  }
}
