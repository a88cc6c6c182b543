import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The drivers controller as its table's data source, asked as the table asks it.
@MainActor
@Suite(.tags(.drivers))
struct DriversDataSourceTests {
  @Test func answersTheMatchesCount_andFormatsOnlyTheRowsAskedFor() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock())
    await settling { controller.screenDidLoad() }

    // then: one row per driver, each formatted, and a range asked alone is that part of the list
    // (whatever order the list is in)
    let all = controller.rows(in: 0..<controller.numberOfRows)
    #expect(all.count == Driver.samples.count)
    #expect(Set(all.map(\.title)) == Set(Driver.samples.map(\.fullName)))
    #expect(all.contains(Row(title: "Sergio PÉREZ", detail: "#11 · Red Bull Racing")))
    #expect(controller.rows(in: 1..<2) == [all[1]])

    // when a search then matches one driver
    try await controller.perform(.search("russell"))

    // then
    #expect(
      controller.rows(in: 0..<controller.numberOfRows) == [Row(title: "George RUSSELL", detail: "#63 · Mercedes")])
  }

  @Test func holdsNoRows_whileTheListShowsItsEmptyState() async throws {
    // given
    let controller = DriversViewController(service: DriverServiceMock())
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("zzz"))

    // then: a reload now, from anywhere, could not bring back the last matches
    #expect(controller.numberOfRows == 0)
  }
}
