import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// The declarative news: the navigation stack's path is read from the state's `detail`, and its
/// setter sends the detail's `.backTapped`; no view pushes or pops.
@Suite(.tags(.news))
@MainActor
struct NewsScreenTests {
  private let window = Window()
  private let store = Store(initialState: NewsFeature.State(), reducer: NewsFeature(service: NewsServiceMock()))

  private func start() async {
    await window.setRoot(HostingScreen(NewsScreen(store: store), in: window))
  }

  @Test func selectingARow_setsTheDetail_andTheStackPushesIt() async throws {
    // given
    await start()
    #expect(window.acceptedActions == [.search, .clear, .select, .refresh])

    // when
    try await window.perform(.select(1))

    // then
    #expect(store.state.detail?.article.title == ArticleText(Article.samples[0]).title)
    #expect(window.screens.count == 2)
    #expect(window.frame?.title == "Article")
    #expect(window.acceptedActions == [.back])
  }

  @Test func back_writesThePath_whoseSetterSendsTheDetailsBack() async throws {
    // given
    await start()
    try await window.perform(.search("viper"))
    let listFrame = window.frame
    try await window.perform(.select(1))
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) { try await window.perform(.back) }

    // then
    #expect(
      log.messages.map(\.description).prefix(2) == [
        "View → Store: send(.detail(.backTapped))", "Store → Reducer: reduce(.detail(.backTapped))",
      ])
    #expect(store.state.detail == nil)
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
  }

  @Test func anActionThatClosesTheDetail_popsIt_withNoTap() async throws {
    // given
    await start()
    try await window.perform(.select(1))

    // when
    store.send(.detail(.backTapped))
    _ = window.frame

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "News")
  }
}
