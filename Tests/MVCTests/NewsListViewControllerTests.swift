import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

@MainActor
@Suite(.tags(.news))
struct NewsListViewControllerTests {
  private let service = NewsServiceMock()

  private func makeLoadedController() async -> NewsListViewController {
    let controller = NewsListViewController(service: service)
    await settling { controller.screenDidLoad() }
    return controller
  }

  @Test func appear_withHeadlinesAsNewsAPISendsThem_listsWhatAReaderListsUnderANotice() async {
    // given
    service.headlines = .success(Article.newsAPIQuirks)

    // when
    let controller = await makeLoadedController()

    // then
    #expect(
      controller.frame.lines == [
        "Search: (empty)", "", "(1 removed article not shown)", "", "1. S&P 500 rallies  Swift Blog",
        "2. Tesla’s quarter  Swift Blog",
      ])
  }

  @Test func refreshThatFails_dropsTheNoticeOfTheLastList() async throws {
    // given
    service.headlines = .success([Article.removed, Article.stub()])
    let controller = await makeLoadedController()

    // when
    service.headlines = .failure(.network("offline"))
    try await controller.perform(.refresh)

    // then
    #expect(!controller.frame.lines.contains("(1 removed article not shown)"))
  }

  @Test func appear_withHeadlines_listsTitlesAndSourcesWithDefaults() async {
    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.title == "News")
    #expect(
      controller.frame.lines == [
        "Search: (empty)",
        "",
        "1. Café culture and code  Swift Blog",
        "2. VIPER in large teams   Swift Blog",
        "3. Untitled               Unknown source",
      ])
    #expect(service.headlineRequests == 1)
  }

  @Test func search_asksTheServiceAndShowsItsAnswer() async throws {
    // given
    let controller = await makeLoadedController()

    // when
    try await controller.perform(.search("  viper "))

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(controller.frame.lines == ["Search: \"viper\"", "", "1. VIPER in large teams  Swift Blog"])
  }

  @Test func search_whileRequestRuns_showsQueryAndLoading() async throws {
    // given
    let probe = FrameProbe()
    let controller = NewsListViewController(service: ObservedNewsService(service) { await probe.record() })
    probe.frameSource = { controller.frame }
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.search("cafe"))

    // then
    #expect(probe.frames.map(\.lines) == [["Search: (empty)", "", "Loading…"], ["Search: \"cafe\"", "", "Loading…"]])
  }

  @Test func searchWithNoMatch_showsEmptyStateNamingTheQuery() async throws {
    // given
    let controller = await makeLoadedController()
    service.searchResult = .success([])

    // when
    try await controller.perform(.search("kotlin"))

    // then
    #expect(controller.frame.lines == ["Search: \"kotlin\"", "", "No articles match \"kotlin\"."])
  }

  @Test func clear_restoresHeadlinesFromTheService() async throws {
    // given
    let controller = await makeLoadedController()
    try await controller.perform(.search("viper"))

    // when
    try await controller.perform(.clear)

    // then
    #expect(service.headlineRequests == 2)
    #expect(controller.frame.lines.first == "Search: (empty)")
    #expect(controller.frame.lines.count == 5)
  }

  @Test func appear_withNoArticles_showsEmptyStateNotError() async {
    // given
    service.headlines = .success([])

    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.lines == ["Search: (empty)", "", "No articles"])
  }

  @Test(arguments: [
    (ServiceError.network("offline"), "    Could not reach the server (offline)."),
    (.decoding("missing key articles"), "    The data could not be read (missing key articles)."),
    (.api("apiKeyInvalid"), "    The server reported an error: apiKeyInvalid"),
  ])
  func appear_whenServiceFails_showsErrorAlert(error: ServiceError, message: String) async {
    // given
    service.headlines = .failure(error)

    // when
    let controller = await makeLoadedController()

    // then
    #expect(controller.frame.lines == ["Search: (empty)", "", "[!] Could not load news", message])
  }

  @Test func selectBeyondTheList_isRejectedNamingTheRowCount() async {
    // given
    let controller = await makeLoadedController()

    // when / then
    await #expect(throws: ActionRejection.noSuchRow(9, rowCount: 3)) {
      try await controller.perform(.select(9))
    }
  }

  @Test func selectOnAnEmptyList_isRejected() async {
    // given
    service.headlines = .failure(.network("offline"))
    let controller = await makeLoadedController()

    // when / then
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) {
      try await controller.perform(.select(1))
    }
  }

  @Test func searchTypedAgain_whileTheSearchIsOut_showsTheNewerAnswerOnly() async throws {
    // given: "cafe" is typed while the search for "viper" is out, whose answer then comes last
    let midRequest = MidRequest()
    let controller = NewsListViewController(service: ObservedNewsService(service, willRequest: midRequest.hook))
    await settling { controller.screenDidLoad() }
    midRequest.next = { try? await controller.perform(.search("cafe")) }

    // when
    try await controller.perform(.search("viper"))

    // then: the answer to "viper" came last, and the list shows the answer to "cafe"
    #expect(service.searchQueries == ["cafe", "viper"])
    #expect(controller.frame.lines == ["Search: \"cafe\"", "", "1. Café culture and code  Swift Blog"])
  }
}
