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
    await viewModel.inputs.viewDidLoad()

    // when
    await viewModel.inputs.searchTextChanged("  swift ")

    // then
    #expect(service.searchQueries == ["swift"])
    #expect(viewModel.outputs.searchText == "swift")
  }

  @Test func sameQueryTypedAgain_asksTheServiceOnce() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await viewModel.inputs.viewDidLoad()
    await viewModel.inputs.searchTextChanged("viper")

    // when
    await viewModel.inputs.searchTextChanged("viper ")

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"])
  }

  /// The headlines may be asked for again or the ones already loaded shown: either way, the
  /// list shows the headlines and no search is sent.
  @Test func queryEmptiedToSpaces_showsTheHeadlines() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await viewModel.inputs.viewDidLoad()
    let headlines = viewModel.outputs.rows
    await viewModel.inputs.searchTextChanged("viper")

    // when
    await viewModel.inputs.searchTextChanged("   ")

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(viewModel.outputs.rows == headlines)
    #expect(viewModel.outputs.rows.count == Article.samples.count)
    #expect(viewModel.outputs.searchText == "")
  }

  @Test func queryTypedAgainAfterEmptying_searchesAgain() async {
    // given: the headlines are on screen again, not the results for "viper"
    let viewModel = NewsListViewModel(service: service)
    await viewModel.inputs.viewDidLoad()
    await viewModel.inputs.searchTextChanged("viper")
    await viewModel.inputs.searchTextChanged("")

    // when
    await viewModel.inputs.searchTextChanged("viper")

    // then
    #expect(service.searchQueries == ["viper", "viper"])
    #expect(viewModel.outputs.rows.map(\.title) == ["VIPER in large teams"])
  }

  @Test func differentQueryAfterASearch_showsItsOwnResults() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await viewModel.inputs.viewDidLoad()
    await viewModel.inputs.searchTextChanged("viper")

    // when
    await viewModel.inputs.searchTextChanged(" café")

    // then
    #expect(service.searchQueries == ["viper", "café"])
    #expect(viewModel.outputs.rows.map(\.title) == ["Café culture and code"])
  }
}
