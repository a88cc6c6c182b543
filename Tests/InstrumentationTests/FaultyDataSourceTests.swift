import Domain
import DomainLive
import Foundation
import Instrumentation
import Testing

@Suite("FaultyDataSource: the --fault switch")
struct FaultyDataSourceTests {
  private func source(_ fault: Fault) -> FaultyDataSource {
    FaultyDataSource(fault: fault, base: BundledFixtures())
  }

  @Test func networkFault_failsEveryServiceWithNetwork() async {
    // given
    let source = source(.network)

    // then
    await #expect(throws: ServiceError.network("the network is unreachable")) {
      try await LiveUserService(source: source).fetchUsers()
    }
    await #expect(throws: ServiceError.network("the network is unreachable")) {
      try await LiveDriverService(source: source).fetchDrivers()
    }
    await #expect(throws: ServiceError.network("the network is unreachable")) {
      try await LiveNewsService(source: source).topHeadlines()
    }
    await #expect(throws: ServiceError.network("the network is unreachable")) {
      try await LiveNewsService(source: source).searchArticles(matching: "swift")
    }
  }

  @Test func decodeFault_failsEveryServiceWithDecoding() async {
    // given
    let source = source(.decode)

    // then
    await #expect(throws: ServiceError.decoding("not valid JSON")) {
      try await LiveUserService(source: source).fetchUsers()
    }
    await #expect(throws: ServiceError.decoding("not valid JSON")) {
      try await LiveDriverService(source: source).fetchDrivers()
    }
    await #expect(throws: ServiceError.decoding("not valid JSON")) {
      try await LiveNewsService(source: source).topHeadlines()
    }
  }

  @Test func emptyFault_givesEmptyLists() async throws {
    // given
    let source = source(.empty)

    // when
    let users = try await LiveUserService(source: source).fetchUsers()
    let drivers = try await LiveDriverService(source: source).fetchDrivers()
    let headlines = try await LiveNewsService(source: source).topHeadlines()
    let found = try await LiveNewsService(source: source).searchArticles(matching: "")

    // then
    #expect(users.isEmpty)
    #expect(drivers.isEmpty)
    #expect(headlines.isEmpty)
    #expect(found.isEmpty)
  }

  @Test func emptyNewsDocument_isAnOkResponseWithNoArticles() async throws {
    // when
    let data = try await source(.empty).data(for: .news)
    let response = try DocumentDecoder.decode(NewsResponse.self, from: data)

    // then
    #expect(response.status == "ok")
    #expect(response.totalResults == 0)
    #expect(response.articles.isEmpty)
  }

  @Test(arguments: Resource.allCases)
  func location_isTheBaseSources(resource: Resource) {
    #expect(source(.network).location(of: resource) == "bundled \(resource.fileName)")
  }

  @Test func faults_areNamedAsTheCommandLineTypesThem() {
    #expect(Fault.allCases.map(\.rawValue) == ["network", "decode", "empty"])
    #expect(Fault(rawValue: "decode") == .decode)
  }
}
