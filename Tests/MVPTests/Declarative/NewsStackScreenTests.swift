import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVP

/// The declarative news: the path coordinator writes a path, and the stack screen follows it.
@Suite(.tags(.news))
@MainActor
struct NewsStackScreenTests {
  private let window = Window()
  private let service = NewsServiceMock()
  private let coordinator: NewsPathCoordinator

  init() {
    coordinator = NewsPathCoordinator(service: service)
  }

  private func start() async {
    let screen = NewsStackScreen(coordinator: coordinator, list: coordinator.makeList())
    await window.setRoot(HostingScreen(screen, in: window))
  }

  @Test func selectingRow_appendsARoute_andTheStackPushesTheDetail() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(1))

    // then
    #expect(coordinator.path.count == 1)
    #expect(window.screens.count == 2)
    #expect(window.frame?.title == "Article")
  }

  @Test func back_goesToThePresenter_whichAsksTheCoordinatorToPop() async throws {
    // given
    await start()
    try await window.perform(.search("viper"))
    let listFrame = window.frame
    try await window.perform(.select(1))

    // when
    let log = TraceLog()
    try await Trace.$log.withValue(log) { try await window.perform(.back) }

    // then
    #expect(
      log.messages.map(\.description).prefix(2) == [
        "View → Presenter: backTapped()", "Presenter → Coordinator: closeDetail()",
      ])
    #expect(coordinator.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
  }

  @Test func writingThePath_popsTheDetail_withNoTap() async throws {
    // given
    await start()
    try await window.perform(.select(1))

    // when
    coordinator.path = []
    _ = window.frame

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "News")
  }

  @Test func detail_offersBackLast_asTheImperativeDetailDoes() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(1))

    // then
    #expect(window.acceptedActions == [.back])
  }
}
