import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The declarative news: the view models call the stack coordinator as they call the imperative
/// one, the coordinator writes its path, and the navigation stack follows it.
@Suite(.tags(.news))
@MainActor
struct NewsScreenTests {
  private let window = Window()
  private let coordinator = NewsStackCoordinator(service: NewsServiceMock())

  private func start() async {
    await window.setRoot(HostingScreen(NewsScreen(coordinator: coordinator), in: window))
  }

  @Test func selectingARow_appendsTheDetailsViewModel_andTheStackPushesIt() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(1))

    // then
    #expect(coordinator.path.count == 1)
    #expect(coordinator.path.first?.viewModel.outputs.title == Article.samples[0].title)
    #expect(window.screens.count == 2)
    #expect(window.frame?.title == "Article")
    #expect(window.acceptedActions == [.back])
  }

  @Test func back_tellsTheDetailsViewModel_whichAsksTheCoordinatorToClose() async throws {
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
        "View → ViewModel: backTapped()", "ViewModel → Coordinator: closeDetail()",
      ])
    #expect(coordinator.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
  }

  @Test func closingFromTheViewModel_popsTheDetail_withNoTap() async throws {
    // given
    await start()
    try await window.perform(.select(1))
    let detail = try #require(coordinator.path.first?.viewModel)

    // when
    detail.inputs.backTapped()
    _ = window.frame

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "News")
  }

  @Test func list_offersTheImperativeListsActionsInItsOrder() async {
    // when
    await start()

    // then
    #expect(window.acceptedActions == [.search, .clear, .select, .refresh])
  }

  @Test func selectingOnAnEmptyList_isRejectedAsTheImperativeListRejectsIt() async {
    // given
    let window = Window()
    let coordinator = NewsStackCoordinator(service: NewsServiceMock(headlines: .failure(.network("down"))))
    await window.setRoot(HostingScreen(NewsScreen(coordinator: coordinator), in: window))

    // then
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) {
      try await window.perform(.select(1))
    }
    #expect(coordinator.path.isEmpty)
  }
}
