import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import VIPER

@Suite(.tags(.news))
@MainActor
struct NewsListInteractorTests {
  private let service = NewsServiceMock()
  private let output = NewsListInteractorOutputMock()

  private func makeInteractor() -> NewsListInteractor {
    let interactor = NewsListInteractor(service: service)
    interactor.output = output
    return interactor
  }

  @Test func loadArticles_forAnEmptyQuery_asksForTheHeadlines() async {
    // given
    let interactor = makeInteractor()

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // then
    #expect(service.headlineRequests == 1)
    #expect(service.searchQueries.isEmpty)
    #expect(output.calls == [.didLoad(NewsFeed(Article.samples))])
  }

  @Test func loadArticles_reportsTheArticlesAReaderLists_andHowManyWereRemoved() async {
    // given
    service.headlines = .success(Article.newsAPIQuirks)

    // when
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // then the placeholder and the repeated address are not reported
    guard case .didLoad(let feed) = output.calls.last else {
      Issue.record("expected a feed, got \(output.calls)")
      return
    }
    #expect(feed.articles == [Article.newsAPIQuirks[0], Article.newsAPIQuirks[3]])
    #expect(feed.removedCount == 1)
  }

  @Test func loadArticlesForAQuery_asksTheServiceNotALocalFilter() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("  cafe ")) }

    // then
    #expect(service.searchQueries == ["cafe"])
    #expect(output.calls.last == .didLoad(NewsFeed([Article.samples[0]])))
  }

  @Test func searchWithEmptyQuery_asksForTheHeadlinesAgain() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("viper")) }

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(service.headlineRequests == 1)
    #expect(output.calls.last == .didLoad(NewsFeed(Article.samples)))
  }

  @Test func searchWithNoMatch_reportsNoArticlesNotAFailure() async {
    // given
    service.searchResult = .success([])
    let interactor = makeInteractor()

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("zzz")) }

    // then
    #expect(output.calls == [.didLoad(NewsFeed([]))])
  }

  @Test(arguments: [
    ServiceError.network("the network is unreachable"), .decoding("not valid JSON"), .api("apiKeyInvalid"),
  ])
  func loadArticles_whenServiceFails_reportsTheError(error: ServiceError) async {
    // given
    service.headlines = .failure(error)
    let interactor = makeInteractor()

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // then
    #expect(output.calls == [.didFail(error)])
  }

  @Test func selectArticle_reportsTheLoadedEntity() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // when
    await settling { interactor.selectArticle(at: 1) }

    // then
    #expect(output.calls.last == .didSelect(Article.samples[1]))
  }

  @Test func selectArticle_outsideTheList_reportsNothing() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // when
    await settling { interactor.selectArticle(at: 3) }

    // then
    #expect(output.calls == [.didLoad(NewsFeed(Article.samples))])
  }

  @Test func selectArticle_afterFailedLoad_reportsNothing() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadArticles(matching: SearchQuery("")) }
    service.headlines = .failure(.network("down"))
    await settling { interactor.loadArticles(matching: SearchQuery("")) }

    // when
    await settling { interactor.selectArticle(at: 0) }

    // then
    #expect(output.calls.last == .didFail(.network("down")))
  }

  @Test func loadAskedAgain_whileTheSearchIsOut_reportsTheNewerAnswerOnly() async {
    // given: "cafe" is asked for while the search for "viper" is out, whose answer then comes last
    let midRequest = MidRequest()
    let interactor = NewsListInteractor(service: ObservedNewsService(service, willRequest: midRequest.hook))
    interactor.output = output
    midRequest.next = { await settling { interactor.loadArticles(matching: SearchQuery("cafe")) } }

    // when
    await settling { interactor.loadArticles(matching: SearchQuery("viper")) }

    // then: the answer to "viper" came last, and only the answer to "cafe" was reported
    #expect(service.searchQueries == ["cafe", "viper"])
    #expect(output.calls == [.didLoad(NewsFeed([Article.samples[0]]))])
  }
}
