import Domain
import DomainTestSupport
import Testing

@testable import E11MVVMUntrimmedQuery

/// What the search input asks the news service, as the user types.
@Suite("Exercise 11: the input that passes the raw query on")
@MainActor
struct NewsSearchInputTests {
  let service = NewsServiceMock()

  @Test func searchWithSurroundingSpaces_asksForTheTrimmedQuery() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }

    // when
    await settling { viewModel.inputs.searchTextChanged("  swift ") }

    // then
    #expect(service.searchQueries == ["swift"])
    #expect(viewModel.outputs.searchText == "swift")
  }

  @Test func sameQueryTypedAgain_asksTheServiceOnce() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // when
    await settling { viewModel.inputs.searchTextChanged("viper ") }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"])
  }

  /// The headlines may be asked for again or the ones already loaded shown: either way, the
  /// list shows the headlines and no search is sent.
  @Test func queryEmptiedToSpaces_showsTheHeadlines() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    let headlines = viewModel.outputs.rows
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // when
    await settling { viewModel.inputs.searchTextChanged("   ") }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(viewModel.outputs.rows == headlines)
    #expect(viewModel.outputs.rows.count == Article.samples.count)
    #expect(viewModel.outputs.searchText == "")
  }

  @Test func queryTypedAgainAfterEmptying_searchesAgain() async {
    // given: the headlines are on screen again, not the results for "viper"
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    await settling { viewModel.inputs.searchTextChanged("viper") }
    await settling { viewModel.inputs.searchTextChanged("") }

    // when
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then
    #expect(service.searchQueries == ["viper", "viper"])
    #expect(viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"])
  }

  @Test func differentQueryAfterASearch_showsItsOwnResults() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // when
    await settling { viewModel.inputs.searchTextChanged(" café") }

    // then
    #expect(service.searchQueries == ["viper", "café"])
    #expect(viewModel.outputs.rows.map(\.title) == ["Café culture and code"])
  }

  /// The user types on while a request is out; the service answers the request typed first last.
  @Test func sameQueryTypedAgainWhileItsSearchIsOut_asksTheServiceOnce() async {
    // given: "viper" is searched, and its answer is not back yet
    let service = NewsServiceWithARequestOut()
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    service.whileTheNextRequestIsOut = { await settling { viewModel.inputs.searchTextChanged("viper ") } }

    // when: "viper " is typed while the search for "viper" is out
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then
    #expect(
      service.searchQueries == ["viper"],
      "the same query, typed again while its search was out, was sent again: a query counts from when it is sent")
    #expect(viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"])
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after the answer came back")
  }

  @Test func differentQueryTypedWhileASearchIsOut_showsTheResultsOfTheLastQuery() async {
    // given: "viper" is searched, and its answer is not back yet
    let service = NewsServiceWithARequestOut()
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    service.whileTheNextRequestIsOut = { await settling { viewModel.inputs.searchTextChanged("café") } }

    // when: "café" is typed while the search for "viper" is out, and "viper" is answered last
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then: the list shows what the field says
    #expect(service.searchQueries == ["viper", "café"])
    #expect(viewModel.outputs.searchText == "café")
    #expect(
      viewModel.outputs.rows.map(\.title) == ["Café culture and code"],
      "the answer for \"viper\", back after \"café\" was typed, replaced the results for \"café\"")
    #expect(!viewModel.outputs.isLoading, "the list still says Loading after both answers came back")
  }

  @Test func queryEmptiedWhileASearchIsOut_showsTheHeadlines() async {
    // given: "viper" is searched, and its answer is not back yet
    let service = NewsServiceWithARequestOut()
    let viewModel = NewsListViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    let headlines = viewModel.outputs.rows
    service.whileTheNextRequestIsOut = { await settling { viewModel.inputs.searchTextChanged("  ") } }

    // when: the field is emptied while the search for "viper" is out
    await settling { viewModel.inputs.searchTextChanged("viper") }

    // then
    #expect(viewModel.outputs.searchText == "")
    #expect(
      viewModel.outputs.rows == headlines,
      "the answer for \"viper\", back after the field was emptied, replaced the headlines")
  }

  @Test func queryTypedWhileTheHeadlinesAreOut_showsItsResults() async {
    // given: the screen has asked for the headlines, and their answer is not back yet
    let service = NewsServiceWithARequestOut()
    let viewModel = NewsListViewModel(service: service)
    service.whileTheNextRequestIsOut = { await settling { viewModel.inputs.searchTextChanged("viper") } }

    // when: "viper" is typed while the headlines are out, and the headlines are answered last
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(
      viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"],
      "the headlines, back after \"viper\" was typed, replaced its results")
  }
}
