import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import UDF

/// The news reducer, with no view: each action's state change and each effect's answer, the
/// pushed detail's included, since navigation is state.
@Suite("UDF news", .tags(.news))
@MainActor
struct NewsFeatureTests {
  static let articles = [
    Article.stub(title: "Swift on Linux"), Article.stub(title: "Swift 6 is out"), Article.stub(title: "VIPER in teams"),
  ]

  /// The state once the headlines have loaded.
  static var loaded: NewsFeature.State {
    var state = NewsFeature.State()
    state.list = .loaded(articles)
    return state
  }

  @Test func load_showsTheArticlesAReaderLists_withANoticeOfTheRemovedOnes() async {
    // given
    let store = TestStore(
      initialState: NewsFeature.State(),
      reducer: NewsFeature(service: NewsServiceMock(headlines: .success(Article.newsAPIQuirks))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.articlesResponse(.success(Article.newsAPIQuirks))) {
      $0.list = .loaded([Article.newsAPIQuirks[0], Article.newsAPIQuirks[3]])
      $0.notice = "1 removed article not shown"
    }
  }

  @Test func selectingARow_setsTheDetail_andBackClearsIt() async {
    // given
    let store = TestStore(initialState: Self.loaded, reducer: NewsFeature(service: NewsServiceMock()))

    // when, then
    await store.send(.articleSelected(1)) { $0.detail = ArticleDetailFeature.State(article: Self.articles[1]) }
    #expect(store.state.detail?.article.title == "Swift 6 is out")
    await store.send(.detail(.backTapped)) { $0.detail = nil }
  }

  @Test func selectingARowTheListLacks_showsNoDetail() async {
    // given
    let store = TestStore(initialState: Self.loaded, reducer: NewsFeature(service: NewsServiceMock()))

    // when, then
    await store.send(.articleSelected(3))
    await store.send(.articleSelected(-1))
  }

  @Test func failedLoad_showsTheAlert_andLeavesNoRowToSelect() async {
    // given
    let error = ServiceError.network("offline")
    let store = TestStore(
      initialState: Self.loaded, reducer: NewsFeature(service: NewsServiceMock(headlines: .failure(error))))

    // when, then
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.articlesResponse(.failure(error))) {
      $0.list = .failed(.init(title: FailureText.newsNotLoaded, message: error.message))
    }
    await store.send(.articleSelected(0))
  }

  @Test func search_asksTheServiceWithTheTrimmedText_andNoMatchIsAnEmptyState() async {
    // given
    let service = NewsServiceMock(headlines: .success(Self.articles))
    let store = TestStore(initialState: Self.loaded, reducer: NewsFeature(service: service))

    // when, then
    await store.send(.searchTextChanged("  swift ")) {
      $0.searchText = "swift"
      $0.list = .loading
    }
    await store.receive(.articlesResponse(.success(Array(Self.articles[0...1])))) {
      $0.list = .loaded(Array(Self.articles[0...1]))
    }
    await store.send(.searchTextChanged("quantum")) {
      $0.searchText = "quantum"
      $0.list = .loading
    }
    await store.receive(.articlesResponse(.success([]))) { $0.list = .empty(#"No articles match "quantum"."#) }
    await store.send(.searchCleared) {
      $0.searchText = ""
      $0.list = .loading
    }
    await store.receive(.articlesResponse(.success(Self.articles))) { $0.list = .loaded(Self.articles) }
    #expect(service.searchQueries == ["swift", "quantum"])
    #expect(service.headlineRequests == 1)
  }

  @Test func closingTheWindow_freesTheList_itsStore_andThePushedDetailsStore() async throws {
    // given
    let window = Window()
    await UDFApp.startNews(service: NewsServiceMock(headlines: .success(Self.articles)), in: window)
    @Weak var list = window.topScreen as? NewsListView
    @Weak var store = list?.store
    try await window.perform(.select(2))
    @Weak var detail = window.topScreen as? ArticleDetailView
    @Weak var detailStore = detail?.store
    #expect(detail != nil)
    _ = window.frame

    // when
    window.close()

    // then
    #expect(list == nil)
    #expect(store == nil)
    #expect(detailStore == nil)
  }

  @Test func searchTypedAgain_whileTheSearchIsOut_cancelsIt_andListsTheNewerAnswerOnly() async {
    // given: a store running the effects, and "cafe" typed while the search for "viper" is out
    let service = NewsServiceMock()
    let midRequest = MidRequest()
    let store = Store(
      initialState: NewsFeature.State(),
      reducer: NewsFeature(service: ObservedNewsService(service, willRequest: midRequest.hook)))
    await settling { store.send(.viewDidLoad) }
    midRequest.next = { await settling { store.send(.searchTextChanged("cafe")) } }

    // when
    await settling { store.send(.searchTextChanged("viper")) }

    // then: the answer to "viper" came last, and the list holds the answer to "cafe"
    #expect(service.searchQueries == ["cafe", "viper"])
    #expect(store.state.searchText == "cafe")
    #expect(store.state.list == .loaded([Article.samples[0]]))
  }
}
