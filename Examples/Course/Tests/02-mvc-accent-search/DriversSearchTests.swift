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
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("perez"))

    // then
    #expect(listLines(controller.body()) == ["1. Sergio PÉREZ  #11 · Red Bull Racing"])
  }

  @Test func searchWithSurroundingSpaces_findsTheDriver() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search(" hamilton "))

    // then
    #expect(listLines(controller.body()) == ["1. Lewis HAMILTON  #44 · Mercedes"])
  }

  /// Tabs and newlines around the query are whitespace too, as when a name is pasted with its
  /// line end: Domain's `SearchQuery` trims them all.
  @Test(arguments: ["\thamilton", "hamilton\n", " \t hamilton \r\n"])
  func searchWithTabsOrNewlinesAround_findsTheDriver(_ typed: String) async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search(typed))

    // then
    #expect(
      listLines(controller.body()) == ["1. Lewis HAMILTON  #44 · Mercedes"],
      "the query \(String(reflecting: typed)) must be trimmed of all its surrounding whitespace, as SearchQuery does")
  }

  @Test func searchWithAccentedQuery_findsTheDriver() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("Pérez"))

    // then
    #expect(listLines(controller.body()) == ["1. Sergio PÉREZ  #11 · Red Bull Racing"])
  }

  @Test func searchOfOnlySpaces_showsEveryDriver() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("   "))

    // then
    #expect(
      listLines(controller.body()) == [
        "1. Lewis HAMILTON   #44 · Mercedes", "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team", "4. George RUSSELL   #63 · Mercedes",
      ])
  }

  @Test func searchWithSurroundingSpacesAndNoMatch_quotesTheTrimmedQuery() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search(" zzz "))

    // then
    #expect(listLines(controller.body()) == ["No drivers match \"zzz\"."])
  }
}

/// The lines under the search field: the list, its empty state or an alert.
func listLines(_ body: [String]) -> [String] {
  Array(body.drop { !$0.isEmpty }.dropFirst())
}
