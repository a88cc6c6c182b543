import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// The declarative news list: a search asks the service through the controller, and the
/// navigation stack follows the controller's path.
@MainActor
@Suite(.tags(.news))
struct NewsListScreenTests {
  private let service = NewsServiceMock()
  private let window = Window()

  private func start(_ service: any NewsService) async -> NewsListController {
    let controller = NewsListController(service: service)
    await window.setRoot(HostingScreen(NewsListScreen(controller: controller), in: window))
    return controller
  }

  @Test func actions_areListedAsTheImperativeListListsThem() async {
    // when
    _ = await start(service)

    // then
    #expect(window.acceptedActions == [.search, .clear, .select, .refresh])
  }

  @Test func search_asksTheServiceThroughTheController() async throws {
    // given
    let controller = await start(service)

    // when
    try await window.perform(.search(" swift "))

    // then
    #expect(controller.searchText == "swift")
    #expect(service.searchQueries == ["swift"])
    #expect(window.frame?.lines.first == "Search: \"swift\"")
  }

  @Test func select_appendsTheArticleToThePath_andTheStackPushesItsDetail() async throws {
    // given
    let controller = await start(service)

    // when
    try await window.perform(.select(2))

    // then
    #expect(controller.path == [Article.samples[1]])
    #expect(window.screens.count == 2)
    #expect(window.frame?.title == "Article")
    #expect(window.acceptedActions == [.back])
  }

  @Test func back_writesTheShorterPath_andTheListIsAsItWas() async throws {
    // given
    let controller = await start(service)
    try await window.perform(.search("viper"))
    let list = window.frame
    try await window.perform(.select(1))

    // when
    try await window.perform(.back)

    // then
    #expect(controller.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == list)
    #expect(service.searchQueries == ["viper"])
  }

  @Test func selectWhileLoading_isRejected_noRowIsListed() async throws {
    // given a load held
    let held = HeldRequests()
    _ = await start(ObservedNewsService(service, willRequest: held.hook))

    // when
    let rejection = await #expect(throws: ActionRejection.self) { try await window.perform(.select(1)) }

    // then
    #expect(rejection == .noSuchRow(1, rowCount: 0))
    window.close()
    await window.settled()
    #expect(held.cancelled == 1)
  }

  @Test func newerSearch_cancelsTheOneItSupersedes() async throws {
    // given a search held
    let held = HeldRequests()
    held.isHolding = false
    _ = await start(ObservedNewsService(service, willRequest: held.hook))
    held.isHolding = true
    try await window.perform(.search("swift"))

    // when
    held.isHolding = false
    try await window.perform(.search("viper"))

    // then
    #expect(held.cancelled == 1)
    #expect(window.frame?.lines.first == "Search: \"viper\"")
  }
}
