import Domain
import DomainTestSupport
import Testing

@testable import E01MVCMassiveController

/// The drivers search rule, called as a plain function: no screen, no service, no load.
@Suite("Exercise 01: the massive view controller")
@MainActor
struct DriversFilterTests {
  @Test func filterWithQuery_keepsOnlyMatchingDrivers() {
    // given
    let drivers = Driver.samples

    // when
    let shown = driversMatching("ham", in: drivers)

    // then
    #expect(shown.map(\.lastName) == ["HAMILTON"])
  }

  @Test func filterWithAccentlessQuery_keepsAccentedDriver() {
    // given
    let drivers = Driver.samples

    // when
    let shown = driversMatching(" perez ", in: drivers)

    // then
    #expect(shown.map(\.lastName) == ["PÉREZ"])
  }

  @Test func searchOnScreen_showsTheDriversTheFilterKeeps() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await controller.screenDidAppear()

    // when
    try await controller.perform(.search("ham"))

    // then
    let listed = controller.body().filter { $0.first?.isNumber == true }
    #expect(listed.count == driversMatching("ham", in: Driver.samples).count)
  }
}
