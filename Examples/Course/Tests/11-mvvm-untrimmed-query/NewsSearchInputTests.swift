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

  @Test func queryEmptiedToSpaces_showsTheHeadlines() async {
    // given
    let viewModel = NewsListViewModel(service: service)
    await viewModel.inputs.viewDidLoad()
    await viewModel.inputs.searchTextChanged("viper")

    // when
    await viewModel.inputs.searchTextChanged("   ")

    // then
    #expect(service.searchQueries == ["viper"])
    #expect(service.headlineRequests == 2)
    #expect(viewModel.outputs.rows.count == Article.samples.count)
  }
}
