import Domain
import DomainTestSupport
import Testing

@testable import E02MVCAccentSearch

/// The drivers screen as the user sees it: its title, its search field and its list.
@Suite("Exercise 02: the drivers screen")
@MainActor
struct DriversScreenTests {
  @Test func screen_isTitledDrivers() {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))

    // when
    let title = controller.title

    // then
    #expect(title == "Drivers", "the drivers screen must be titled \"Drivers\"")
  }

  @Test func screenAfterLoad_showsAnEmptySearchFieldAndEveryDriver() async {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.body() == [
        "Search: (empty)", "", "1. Lewis HAMILTON   #44 · Mercedes", "2. Sergio PÉREZ     #11 · Red Bull Racing",
        "3. Nico HÜLKENBERG  #27 · Haas F1 Team", "4. George RUSSELL   #63 · Mercedes",
      ],
      "once the drivers are loaded, the screen must show its search field and list every driver")
  }

  @Test func searchOnScreen_showsTheQueryInTheSearchField() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("ham"))

    // then
    #expect(
      controller.body().first == "Search: \"ham\"", "the search field must show the query the user typed")
  }
}
