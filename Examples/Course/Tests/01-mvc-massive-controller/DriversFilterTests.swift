import CourseTestSupport
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

  @Test func filterWithFullName_keepsThatDriver() {
    // given
    let drivers = Driver.samples

    // when
    let shown = driversMatching("sergio perez", in: drivers)

    // then
    #expect(shown.map(\.lastName) == ["PÉREZ"])
  }

  @Test func filterWithOnlySpaces_keepsEveryDriver() {
    // given
    let drivers = Driver.samples

    // when
    let shown = driversMatching("   ", in: drivers)

    // then
    #expect(shown.map(\.lastName) == drivers.map(\.lastName))
  }

  /// Case and accents are ignored on both sides: in the names and in the query, whichever way
  /// it is typed.
  @Test(arguments: [
    ("HAM", "HAMILTON"), ("Lewis", "HAMILTON"), ("Pérez", "PÉREZ"), ("PÉREZ", "PÉREZ"), ("hulkenberg", "HÜLKENBERG"),
    ("Nico Hülkenberg", "HÜLKENBERG"),
  ])
  func filterIgnoresCaseAndAccentsOfNamesAndQuery(_ query: String, keeps lastName: String) {
    // given
    let drivers = Driver.samples

    // when
    let shown = driversMatching(query, in: drivers)

    // then
    #expect(
      shown.map(\.lastName) == [lastName],
      "the query \"\(query)\" must find \(lastName), ignoring case and accents in the query as in the names")
  }

  @Test func searchOnScreen_showsTheDriversTheFilterKeeps() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("ham"))

    // then
    let listed = controller.body().filter { $0.first?.isNumber == true }
    #expect(listed.count == driversMatching("ham", in: Driver.samples).count)
  }

  /// The lesson is where the rule lives: a controller that still filters inline passes every
  /// test above, since its rule and the function's agree today. It must ask the function.
  @Test func controller_asksTheFilterWhichDriversToShow() throws {
    // given
    let source = try compiledSource(of: "DriversViewController.swift", inExercise: "01-mvc-massive-controller")

    // when
    let code = source.split(separator: "\n").filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
    let callsTheFilter = code.contains { $0.contains("driversMatching(") }

    // then
    #expect(callsTheFilter, "DriversViewController.swift must call driversMatching(_:in:), not filter by itself")
  }
}
