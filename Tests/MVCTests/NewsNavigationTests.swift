import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The news list pushes the detail controller itself and the detail pops itself.
@MainActor
@Suite(.tags(.news))
struct NewsNavigationTests {
  private let service = NewsServiceMock()
  private let window = Window()

  private func start() async {
    await MVCApp.startNews(service: service, in: window)
  }

  @Test func select_pushesTheDetailOfThatRow() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(2))

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is ArticleDetailViewController)
    #expect(window.frame?.title == "Article")
    #expect(window.frame?.lines.first == "Title:  VIPER in large teams")
  }

  @Test func select_afterSearch_opensTheRowOfTheSearchResults() async throws {
    // given
    await start()
    try await window.perform(.search("viper"))

    // when
    try await window.perform(.select(1))

    // then
    #expect(window.frame?.lines.first == "Title:  VIPER in large teams")
  }

  @Test func back_returnsToTheListWithTheSearchIntactAndNoRequest() async throws {
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
    #expect(service.headlineRequests == 1)
    #expect(service.searchQueries == ["viper"])
  }

  @Test func backOnTheList_isNotAnActionThere() async {
    // given
    await start()

    // when / then
    await #expect(throws: ActionRejection.self) {
      try await window.perform(.back)
    }
    #expect(window.frame?.title == "News")
  }
}
