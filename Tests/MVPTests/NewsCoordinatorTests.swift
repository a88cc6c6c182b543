import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The news modules wired by the coordinator in a real window.
@Suite(.tags(.news))
@MainActor
struct NewsCoordinatorTests {
  private let window = Window()
  private let service = NewsServiceMock()

  private func start() async {
    await MVPApp.startNews(service: service, in: window)
  }

  @Test func selectingRow_pushesDetailWithEveryDefault() async throws {
    // given
    await start()

    // when: row 3 is the article with every field missing
    try await window.perform(.select(3))

    // then
    #expect(window.screens.count == 2)
    #expect(
      window.frame
        == Frame(
          title: "Article",
          lines: [
            "Title:  Untitled", "Author: Unknown author", "Source: Unknown source", "Date:   Unknown date",
            "Link:   No link", "",
            "No description", "", "No content",
          ]))
  }

  @Test func back_returnsToListWithSearchIntact() async throws {
    // given
    await start()
    try await window.perform(.search("viper"))
    let listFrame = window.frame
    try await window.perform(.select(1))

    // when
    try await window.perform(.back)

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
    #expect(window.frame?.lines.first == "Search: \"viper\"")
    #expect(service.searchQueries == ["viper"])
  }

  @Test func selectingMissingRow_isRejectedByTheScreen() async {
    // given
    await start()

    // when / then
    await #expect(throws: ActionRejection.noSuchRow(9, rowCount: 3)) {
      try await window.perform(.select(9))
    }
    #expect(window.screens.count == 1)
  }

  @Test func selectingRowOfEmptyList_isRejectedByTheScreen() async {
    // given
    service.headlines = .success([])
    await start()

    // when / then
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) {
      try await window.perform(.select(1))
    }
    #expect(window.screens.count == 1)
  }

  @Test func back_onTheList_isNotApplicable() async {
    // given
    await start()

    // when / then
    await #expect(
      throws: ActionRejection.notApplicable(.back, screen: "News", accepted: [.search, .clear, .select, .refresh])
    ) {
      try await window.perform(.back)
    }
  }
}
