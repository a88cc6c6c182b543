import Domain
import DomainLive
import Foundation
import Instrumentation
import Testing

@Suite("FaultsInTurnDataSource: a service that breaks or recovers between loads")
struct FaultsInTurnDataSourceTests {
  private let unreachable = ServiceError.network("the network is unreachable")

  @Test func noneThenNetwork_answersTheFirstLoadAndFailsEveryLaterOne() async throws {
    // given
    let service = LiveUserService(source: FaultsInTurnDataSource(faults: [nil, .network], base: BundledFixtures()))

    // when
    let first = try await service.fetchUsers()

    // then
    #expect(!first.isEmpty)
    await #expect(throws: unreachable) { try await service.fetchUsers() }
    await #expect(throws: unreachable) { try await service.fetchUsers() }
  }

  @Test func networkThenNone_failsTheFirstLoadAndAnswersEveryLaterOne() async throws {
    // given
    let service = LiveDriverService(source: FaultsInTurnDataSource(faults: [.network, nil], base: BundledFixtures()))

    // when / then
    await #expect(throws: unreachable) { try await service.fetchDrivers() }
    #expect(try await service.fetchDrivers() == (try await LiveDriverService(source: BundledFixtures()).fetchDrivers()))
  }

  @Test func aSearch_isARequestInTurn() async throws {
    // given
    let service = LiveNewsService(source: FaultsInTurnDataSource(faults: [nil, .empty], base: BundledFixtures()))

    // when
    let headlines = try await service.topHeadlines()
    let found = try await service.searchArticles(matching: "swift")

    // then
    #expect(!headlines.isEmpty)
    #expect(found.isEmpty)
  }

  @Test func noFaults_passEveryRequestToTheBase() async throws {
    // given
    let source = FaultsInTurnDataSource(faults: [], base: BundledFixtures())

    // when
    let data = try await source.data(for: .users)

    // then
    #expect(data == (try await BundledFixtures().data(for: .users)))
    #expect(source.location(of: .users) == BundledFixtures().location(of: .users))
  }
}
