import Domain
import DomainTestSupport
import Testing

@testable import E11MVVMUntrimmedQuery

/// What the news list says while it loads, when the service fails, and when it loads again.
@Suite("Exercise 11: the list's loading and error states")
@MainActor
struct NewsListStateTests {
  @Test func newList_saysLoadingBeforeItsFirstLoad() {
    // given
    let service = NewsServiceMock()

    // when: the screen draws its first frame, before it asks for the headlines
    let viewModel = NewsListViewModel(service: service)

    // then
    #expect(
      viewModel.outputs.isLoading,
      "a new list does not say Loading before its first load: its first frame shows an empty list instead")
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(viewModel.outputs.errorMessage == nil)
  }

  @Test func searchWhileItsAnswerIsOut_saysLoadingInPlaceOfTheHeadlines() async {
    // given: the headlines are on screen
    let service = NewsServiceWithARequestOut()
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    let whileOut = ListWhileARequestIsOut()
    service.whileTheNextRequestIsOut = { whileOut.record(viewModel.outputs) }

    // when
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then
    #expect(
      whileOut.isLoading == true, "the list did not say Loading while the search for \"viper\" was out")
    #expect(
      whileOut.rows == [], "the headlines stayed on screen while the search for \"viper\" was out")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after the answer came back")
  }

  @Test func headlinesThatFail_showTheErrorAndStopLoading() async {
    // given
    let service = NewsServiceMock(headlines: .failure(.network("offline")))
    let viewModel = NewsListViewModel(service: service)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(
      viewModel.outputs.errorMessage == "Could not reach the server (offline).",
      "the headlines failed and the list does not say why")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after the headlines failed")
    #expect(viewModel.outputs.rows.isEmpty)
  }

  @Test func searchThatFails_showsTheErrorAndStopsLoading() async {
    // given: the server cannot be reached, and the headlines have failed
    let service = NewsServiceMock(headlines: .failure(.network("offline")))
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }

    // when
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(
      viewModel.outputs.errorMessage == "Could not reach the server (offline).",
      "the search for \"viper\" failed and the list does not say why")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after the search failed")
  }

  @Test func loadAgainAfterASearch_endsItsLoading() async {
    // given: the results for "viper" are on screen
    let service = NewsServiceMock()
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // when: the list loads again, as when its screen is shown anew
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(
      !viewModel.outputs.isLoading,
      "the list stayed on Loading after it loaded again: its answer was dropped as if a later query had been typed")
    #expect(!viewModel.outputs.rows.isEmpty, "the list shows no articles after it loaded again")
  }
}

/// What the list showed while a request was out, as a test's hook saw it.
@MainActor
final class ListWhileARequestIsOut {
  private(set) var isLoading: Bool?
  private(set) var rows: [ArticleRowViewData]?

  func record(_ outputs: any NewsListViewModelOutputs) {
    isLoading = outputs.isLoading
    rows = outputs.rows
  }
}
