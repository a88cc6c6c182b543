import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The assembled modules in a window: navigation through the routers, and what the user sees.
@Suite(.tags(.news))
@MainActor
struct NewsModuleTests {
  private let window = Window()
  private let service = NewsServiceMock()

  @Test func listRouter_presentDetail_pushesTheDetailModule() async {
    // given
    let router = NewsListRouter(window: window)
    await window.setRoot(NewsListRouter.assembleModule(service: service, window: window))

    // when
    await settling { router.presentDetail(for: Article.stub()) }

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is ArticleDetailView)
  }

  @Test func detailRouter_dismissDetail_popsBackToTheList() async {
    // given
    await window.setRoot(NewsListRouter.assembleModule(service: service, window: window))
    window.push(ArticleDetailRouter.assembleModule(article: Article.stub(), window: window))

    // when
    ArticleDetailRouter(window: window).dismissDetail()

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen is NewsListView)
  }

  @Test func selectAfterSearch_showsTheDetail_andBackKeepsTheSearch() async throws {
    // given
    await VIPERApp.startNews(service: service, in: window)
    try await window.perform(.search("viper"))
    let listFrame = window.frame

    // when
    try await window.perform(.select(1))
    let detailFrame = window.frame
    try await window.perform(.back)

    // then
    #expect(listFrame?.lines == ["Search: \"viper\"", "", "1. VIPER in large teams  Swift Blog"])
    #expect(detailFrame?.title == "Article")
    #expect(
      detailFrame?.lines == [
        "Title:  VIPER in large teams", "Author: Jane Doe", "Source: Swift Blog", "Date:   17 Sep 2024, 14:30 UTC",
        "Link:   https://example.com/viper-in-large-teams", "", "Modules and routers.", "", "Body text.",
      ])
    #expect(window.frame == listFrame)
    #expect(service.searchQueries == ["viper"])
  }

  @Test func selectMissingRow_isRejectedAndStaysOnTheList() async {
    // given
    await VIPERApp.startNews(service: service, in: window)

    // when
    let rejection = await #expect(throws: ActionRejection.self) { try await window.perform(.select(4)) }

    // then
    #expect(rejection == .noSuchRow(4, rowCount: 3))
    #expect(window.screens.count == 1)
  }

  @Test func refresh_asksForTheHeadlinesAgainAndShowsThem() async throws {
    // given
    await VIPERApp.startNews(service: service, in: window)
    service.headlines = .success([Article.stub(title: "Routers in practice")])

    // when
    try await window.perform(.refresh)

    // then
    #expect(service.headlineRequests == 2)
    #expect(window.frame?.title == "News")
    #expect(window.frame?.lines == ["Search: (empty)", "", "1. Routers in practice  Swift Blog"])
  }
}
