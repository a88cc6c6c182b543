import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import MVVM

@Suite(.tags(.drivers))
@MainActor
struct DriversViewModelTests {
  private let service = DriverServiceMock()

  private func makeLoadedViewModel() async -> DriversViewModel {
    let viewModel = DriversViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    return viewModel
  }

  @Test func viewDidLoad_withDrivers_outputsAllDriversInOrderAsFormattedRows() async {
    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.allRows == [
        DriverRowViewData(title: "Lewis HAMILTON", detail: "#44 · Mercedes"),
        DriverRowViewData(title: "Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
        DriverRowViewData(title: "Nico HÜLKENBERG", detail: "#27 · Haas F1 Team"),
        DriverRowViewData(title: "George RUSSELL", detail: "#63 · Mercedes"),
      ])
    #expect(viewModel.outputs.searchText == "")
    #expect(!viewModel.outputs.isLoading)
  }

  @Test(arguments: [
    ("perez", "Sergio PÉREZ"), ("hulkenberg", "Nico HÜLKENBERG"), ("Lewis HAMILTON", "Lewis HAMILTON"),
    ("  russell ", "George RUSSELL"),
  ])
  func searchIgnoringCaseDiacriticsAndSpaces_findsExactlyTheDriver(query: String, expected: String) async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    viewModel.inputs.searchTextChanged(query)

    // then
    #expect(viewModel.outputs.allRows.map(\.title) == [expected])
    #expect(viewModel.outputs.searchText == query.trimmingCharacters(in: .whitespaces))
  }

  @Test func search_filtersFetchedDriversWithoutAskingTheServiceAgain() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    viewModel.inputs.searchTextChanged("mercedes")
    viewModel.inputs.searchTextChanged("e")

    // then
    #expect(service.fetchCount == 1)
    #expect(viewModel.outputs.allRows.count == 4)
  }

  @Test func searchWithNoMatch_outputsEmptyStateNamingTheQuery() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    viewModel.inputs.searchTextChanged(" zzz ")

    // then
    #expect(viewModel.outputs.emptyMessage == "No drivers match \"zzz\".")
    #expect(viewModel.outputs.errorAlert == nil)
    #expect(viewModel.outputs.allRows.isEmpty)
  }

  @Test func searchCleared_outputsAllDriversAndEmptySearchText() async {
    // given
    let viewModel = await makeLoadedViewModel()
    viewModel.inputs.searchTextChanged("perez")

    // when
    viewModel.inputs.searchCleared()

    // then
    #expect(viewModel.outputs.allRows.count == 4)
    #expect(viewModel.outputs.searchText == "")
  }

  @Test func viewDidLoad_withZeroDrivers_outputsEmptyStateNotError() async {
    // given
    service.result = .success([])

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.emptyMessage == "No drivers")
    #expect(viewModel.outputs.errorAlert == nil)
  }

  @Test func viewDidLoad_whenServiceFails_outputsErrorAlert() async {
    // given
    service.result = .failure(.api("rate limited"))

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(title: "Could not load drivers", message: "The server reported an error: rate limited"))
    #expect(viewModel.outputs.allRows.isEmpty)
    #expect(viewModel.outputs.emptyMessage == nil)
  }

  @Test func searchAfterFailure_keepsTheAlertAndShowsTheSearchText() async {
    // given
    service.result = .failure(.network("down"))
    let viewModel = await makeLoadedViewModel()

    // when
    viewModel.inputs.searchTextChanged("ham")

    // then
    #expect(viewModel.outputs.errorAlert?.title == "Could not load drivers")
    #expect(viewModel.outputs.emptyMessage == nil)
    #expect(viewModel.outputs.searchText == "ham")
  }

  @Test func refreshAfterFailure_filtersByTheSearchTypedMeanwhile() async {
    // given
    service.result = .failure(.network("down"))
    let viewModel = await makeLoadedViewModel()
    viewModel.inputs.searchTextChanged("ham")
    service.result = .success(Driver.samples)

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.errorAlert == nil)
    #expect(viewModel.outputs.allRows.map(\.title) == ["Lewis HAMILTON"])
  }

  @Test func refresh_fetchesAgainAndKeepsTheSearch() async {
    // given
    let viewModel = await makeLoadedViewModel()
    viewModel.inputs.searchTextChanged("perez")
    service.result = .success(Driver.samples + [.stub(number: 99, firstName: "Pérez", lastName: "TWO")])

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(service.fetchCount == 2)
    #expect(viewModel.outputs.allRows.map(\.title) == ["Sergio PÉREZ", "Pérez TWO"])
    #expect(viewModel.outputs.searchText == "perez")
  }

  @Test func refreshAfterFailedLoad_showsTheDrivers() async {
    // given
    service.result = .failure(.network("down"))
    let viewModel = await makeLoadedViewModel()
    service.result = .success(Driver.samples)

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.errorAlert == nil)
    #expect(!viewModel.outputs.isLoading)
    #expect(viewModel.outputs.allRows.map(\.title) == Driver.samples.map(\.fullName))
  }
}
