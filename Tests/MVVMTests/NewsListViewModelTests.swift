import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVVM

@Suite(.tags(.news))
@MainActor
struct NewsListViewModelTests {
  private let service = NewsServiceMock()
  private let coordinator = NewsCoordinatorSpy()

  private func makeLoadedViewModel() async -> NewsListViewModel {
    let viewModel = NewsListViewModel(service: service, coordinator: coordinator)
    await settling { viewModel.inputs.viewDidLoad() }
    return viewModel
  }

  @Test func viewDidLoad_outputsHeadlinesWithDefaultsForMissingFields() async {
    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.rows == [
        ArticleRowViewData(title: "Café culture and code", detail: "Swift Blog"),
        ArticleRowViewData(title: "VIPER in large teams", detail: "Swift Blog"),
        ArticleRowViewData(title: "Untitled", detail: "Unknown source"),
      ])
    #expect(service.headlineRequests == 1)
  }

  @Test func headlinesAsNewsAPISendsThem_outputReadableRowsAndANotice() async {
    // given
    service.headlines = .success(Article.newsAPIQuirks)

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.rows == [
        ArticleRowViewData(title: "S&P 500 rallies", detail: "Swift Blog"),
        ArticleRowViewData(title: "Tesla’s quarter", detail: "Swift Blog"),
      ])
    #expect(viewModel.outputs.notice == "1 removed article not shown")
  }

  @Test func aLoadThatFails_outputsNoNoticeOfTheLastOne() async {
    // given a list with a notice
    service.headlines = .success([Article.removed, Article.stub()])
    let viewModel = await makeLoadedViewModel()
    #expect(viewModel.outputs.notice == "1 removed article not shown")

    // when the next load fails
    service.headlines = .failure(.network("offline"))
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.notice == nil)
    #expect(viewModel.outputs.errorAlert != nil)
  }

  @Test func searchTextChanged_asksTheServiceWithTheTrimmedQuery() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.searchTextChanged("  cafe ") }

    // then
    #expect(service.searchQueries == ["cafe"])
    #expect(viewModel.outputs.searchText == "cafe")
    #expect(viewModel.outputs.rows.map(\.title) == ["Café culture and code"])
  }

  @Test func searchWithNoMatch_outputsEmptyStateNamingTheQuery() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.searchTextChanged("kotlin") }

    // then
    #expect(viewModel.outputs.emptyMessage == "No articles match \"kotlin\".")
    #expect(viewModel.outputs.errorAlert == nil)
  }

  @Test func searchCleared_asksForTheHeadlinesAgain() async {
    // given
    let viewModel = await makeLoadedViewModel()
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // when
    await settling { viewModel.inputs.searchCleared() }

    // then
    #expect(service.headlineRequests == 2)
    #expect(viewModel.outputs.searchText == "")
    #expect(viewModel.outputs.rows.count == 3)
  }

  @Test func viewDidLoad_withNoHeadlines_outputsEmptyState() async {
    // given
    service.headlines = .success([])

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.emptyMessage == "No articles")
  }

  @Test(arguments: [ServiceError.network("offline"), .decoding("missing key articles"), .api("apiKeyInvalid")])
  func viewDidLoad_whenServiceFails_outputsErrorAlert(error: ServiceError) async {
    // given
    service.headlines = .failure(error)

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.errorAlert == AlertViewData(title: "Could not load news", message: error.message))
    #expect(viewModel.outputs.rows.isEmpty)
  }

  @Test func rowSelected_asksTheCoordinatorToShowThatArticle() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.rowSelected(at: 1) }

    // then
    #expect(coordinator.shownArticles == [Article.samples[1]])
  }

  @Test func rowSelectedOutOfRange_navigatesNowhere() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.rowSelected(at: 7) }

    // then
    #expect(coordinator.shownArticles.isEmpty)
  }

  @Test func rowSelectedAfterALoadThatFails_navigatesNowhere() async {
    // given a list of articles whose next load fails
    let viewModel = await makeLoadedViewModel()
    service.headlines = .failure(.network("offline"))
    await settling { viewModel.inputs.refreshRequested() }
    #expect(viewModel.outputs.rows.isEmpty)

    // when a selection reaches the view model anyway, e.g. from a row drawn before the failure
    await settling { viewModel.inputs.rowSelected(at: 1) }

    // then the articles of the last load are gone: no detail of a row the list no longer shows
    #expect(coordinator.shownArticles.isEmpty)
  }

  @Test func searchTypedAgain_whileTheSearchIsOut_statesTheNewerAnswerOnly() async {
    // given: "cafe" is typed while the search for "viper" is out, whose answer then comes last
    let midRequest = MidRequest()
    let viewModel = NewsListViewModel(
      service: ObservedNewsService(service, willRequest: midRequest.hook), coordinator: coordinator)
    await settling { viewModel.inputs.viewDidLoad() }
    midRequest.next = { await settling { viewModel.inputs.searchTextChanged("cafe") } }

    // when
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then: the answer to "viper" came last, and the outputs state the answer to "cafe"
    #expect(service.searchQueries == ["cafe", "viper"])
    #expect(viewModel.outputs.searchText == "cafe")
    #expect(viewModel.outputs.rows == [ArticleRowViewData(title: "Café culture and code", detail: "Swift Blog")])
  }
}
