import Domain
import DomainTestSupport
import Testing

@testable import E02MVCAccentSearch

/// The drivers search as a user types it: without accents, with stray spaces.
@Suite("Exercise 02: the search that misses PÉREZ")
@MainActor
struct DriversSearchTests {
  @Test func searchWithAccentlessQuery_findsAccentedDriver() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await controller.screenDidAppear()

    // when
    try await controller.perform(.search("perez"))

    // then
    #expect(listLines(controller.body()) == ["1. Sergio PÉREZ  #11 · Red Bull Racing"])
  }

  @Test func searchWithSurroundingSpaces_findsTheDriver() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await controller.screenDidAppear()

    // when
    try await controller.perform(.search(" hamilton "))

    // then
    #expect(listLines(controller.body()) == ["1. Lewis HAMILTON  #44 · Mercedes"])
  }
}

/// The lines under the search field: the list, its empty state or an alert.
func listLines(_ body: [String]) -> [String] {
  Array(body.drop { !$0.isEmpty }.dropFirst())
}
