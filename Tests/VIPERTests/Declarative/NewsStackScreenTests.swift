import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The declarative news: the path routers write the navigation's path, and the stack screen
/// follows it.
@Suite(.tags(.news))
@MainActor
struct NewsStackScreenTests {
  private let window = Window()
  private let navigation = NewsNavigation()

  private func start() async {
    let list = NewsListPathRouter.assembleModule(service: NewsServiceMock(), navigation: navigation)
    await window.setRoot(HostingScreen(NewsStackScreen(navigation: navigation, list: list), in: window))
  }

  @Test func selectingRow_theRouterAppendsARoute_andTheStackPushesTheDetail() async throws {
    // given
    await start()

    // when
    let messages = await traceMessages { try? await window.perform(.select(1)) }

    // then
    #expect(navigation.path.count == 1)
    #expect(window.screens.count == 2)
    #expect(window.frame?.title == "Article")
    #expect(messages.contains { $0.hasPrefix("Presenter → Router: presentDetail(for: ") })
  }

  @Test func back_goesToThePresenter_whoseRouterPopsThePath() async throws {
    // given
    await start()
    try await window.perform(.search("viper"))
    let listFrame = window.frame
    try await window.perform(.select(1))

    // when
    let messages = await traceMessages { try? await window.perform(.back) }

    // then
    #expect(navigation.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
    #expect(
      messages.prefix(2) == ["View → Presenter: backTapped()", "Presenter → Router: dismissDetail()"])
  }

  @Test func writingThePath_popsTheDetail_withNoTap() async throws {
    // given
    await start()
    try await window.perform(.select(1))

    // when
    navigation.path = []
    _ = window.frame

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "News")
  }

  @Test func routers_holdTheNavigationWeakly() async {
    // given
    var navigation: NewsNavigation? = NewsNavigation()
    let router = NewsListPathRouter(navigation: navigation!)

    // when
    navigation = nil

    // then
    #expect(router.navigation == nil)
  }
}
