import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVP

@Suite(.tags(.news))
@MainActor
struct NewsListPresenterTests {
  private let service = NewsServiceMock()
  private let view = NewsListViewMock()
  private let coordinator = NewsCoordinatorMock()

  private func makeLoadedPresenter() async -> NewsListPresenter {
    let presenter = NewsListPresenter(service: service, coordinator: coordinator)
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }
    return presenter
  }

  @Test func viewDidLoad_showsHeadlinesWithDefaults() async {
    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.calls == [
        .showLoading,
        .show(articles: [
          ArticleRowViewData(title: "Café culture and code", detail: "Swift Blog"),
          ArticleRowViewData(title: "VIPER in large teams", detail: "Swift Blog"),
          ArticleRowViewData(title: "Untitled", detail: "Unknown source"),
        ]),
      ])
    #expect(service.headlineRequests == 1)
  }

  @Test func headlinesAsNewsAPISendsThem_showReadableRowsUnderANotice() async {
    // given
    service.headlines = .success(Article.newsAPIQuirks)

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.calls.last
        == .show(
          articles: [
            ArticleRowViewData(title: "S&P 500 rallies", detail: "Swift Blog"),
            ArticleRowViewData(title: "Tesla’s quarter", detail: "Swift Blog"),
          ], notice: "1 removed article not shown"))
  }

  @Test func onlyRemovedArticles_showTheEmptyStateUnderTheNotice() async {
    // given
    service.headlines = .success([Article.removed, Article.removed])

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls.last == .showEmptyState(message: "No articles", notice: "2 removed articles not shown"))
  }

  @Test func blankTitleAndSource_showDefaults() async {
    // given
    service.headlines = .success([Article.stub(title: "  ", source: "")])

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls.last == .show(articles: [ArticleRowViewData(title: "Untitled", detail: "Unknown source")]))
  }

  @Test func searchTextChanged_asksTheServiceWithTrimmedQuery() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.searchTextChanged("  viper ") }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(
      Array(view.calls.suffix(3)) == [
        .showSearchText("viper"), .showLoading,
        .show(articles: [ArticleRowViewData(title: "VIPER in large teams", detail: "Swift Blog")]),
      ])
  }

  @Test func searchTextChanged_showsWhatTheServiceAnswers() async {
    // given: a service whose search answers something the headlines do not hold
    service.searchResult = .success([Article.stub(title: "Only from search")])
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.searchTextChanged("anything") }

    // then
    #expect(view.calls.last == .show(articles: [ArticleRowViewData(title: "Only from search", detail: "Swift Blog")]))
  }

  @Test func searchWithNoResults_showsEmptyStateNamingQuery() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.searchTextChanged("kotlin") }

    // then
    #expect(view.calls.last == .showEmptyState(message: "No articles match \"kotlin\"."))
  }

  @Test func noHeadlines_showsNoArticles() async {
    // given
    service.headlines = .success([])

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls == [.showLoading, .showEmptyState(message: "No articles")])
  }

  @Test(arguments: [ServiceError.network("offline"), .decoding("missing key articles"), .api("apiKeyInvalid")])
  func serviceError_showsAlert(error: ServiceError) async {
    // given
    service.headlines = .failure(error)

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls == [.showLoading, .showError(title: "Could not load news", message: error.message)])
  }

  @Test func searchCleared_restoresHeadlines() async {
    // given
    let presenter = await makeLoadedPresenter()
    await settling { presenter.searchTextChanged("viper") }

    // when
    await settling { presenter.searchCleared() }

    // then
    #expect(service.headlineRequests == 2)
    #expect(service.searchQueries == ["viper"])
    #expect(view.calls.contains(.showSearchText("")))
    guard case .show(let rows, _) = view.calls.last else {
      Issue.record("expected headlines, got \(String(describing: view.calls.last))")
      return
    }
    #expect(rows.count == 3)
  }

  @Test func rowSelected_asksCoordinatorForThatArticle() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.rowSelected(at: 1) }

    // then
    #expect(coordinator.calls == [.showDetail(Article.samples[1])])
  }

  @Test func rowSelected_outOfRange_goesNowhere() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.rowSelected(at: 3) }

    // then
    #expect(coordinator.calls.isEmpty)
  }

  @Test func searchTypedAgain_whileTheSearchIsOut_showsTheNewerAnswerOnly() async {
    // given: "cafe" is typed while the search for "viper" is out, whose answer then comes last
    let midRequest = MidRequest()
    let presenter = NewsListPresenter(
      service: ObservedNewsService(service, willRequest: midRequest.hook), coordinator: coordinator)
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }
    midRequest.next = { await settling { presenter.searchTextChanged("cafe") } }

    // when
    await settling { presenter.searchTextChanged("viper") }

    // then: the answer to "viper" came last, and the list shows the answer to "cafe"
    #expect(service.searchQueries == ["cafe", "viper"])
    #expect(
      view.calls.last == .show(articles: [ArticleRowViewData(title: "Café culture and code", detail: "Swift Blog")]))
  }
}
