// MVP tests — the presenters of every feature, driven through view mocks.
//
// Start here, with DriversPresenterTests: a presenter is built with a service mock from
// DomainTestSupport and a `…ViewMock` from Mocks/ that records every call, so each test reads
// as "given this answer, the view was told exactly this". Coordinator and lifetime tests drive
// real screens in a real TextUI.Window.
import Domain
import DomainTestSupport
import Testing

@testable import MVP

@Suite(.tags(.drivers))
@MainActor
struct DriversPresenterTests {
  private let service = DriverServiceMock()
  private let view = DriversViewMock()

  private func makeLoadedPresenter() async -> DriversPresenter {
    let presenter = DriversPresenter(service: service)
    presenter.attach(view: view)
    view.dataSource = presenter
    await settling { presenter.viewDidLoad() }
    return presenter
  }

  @Test func viewDidLoad_withDrivers_showsAllDriversAsFormattedRows() async {
    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.calls == [
        .showLoading,
        .reloadRows(showing: [
          DriverRowViewData(title: "Lewis HAMILTON", detail: "#44 · Mercedes"),
          DriverRowViewData(title: "Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
          DriverRowViewData(title: "Nico HÜLKENBERG", detail: "#27 · Haas F1 Team"),
          DriverRowViewData(title: "George RUSSELL", detail: "#63 · Mercedes"),
        ]),
      ])
  }

  @Test func dataSource_answersTheCountAndFormatsTheRowAskedFor() async {
    // when
    let presenter = await makeLoadedPresenter()

    // then: the view reads the rows through the presenter, the rows in view only
    #expect(presenter.numberOfRows == Driver.samples.count)
    #expect(presenter.rows(in: 2..<3) == [DriverRowViewData(title: "Nico HÜLKENBERG", detail: "#27 · Haas F1 Team")])
    presenter.searchTextChanged("zzz")
    #expect(presenter.numberOfRows == 0)
  }

  @Test func viewDidLoad_whenServiceFails_showsErrorWithServiceMessage() async {
    // given
    service.result = .failure(.api("rate limited"))

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(
      view.calls == [
        .showLoading,
        .showError(title: "Could not load drivers", message: ServiceError.api("rate limited").message),
      ])
  }

  @Test func viewDidLoad_withZeroDrivers_showsEmptyStateNotError() async {
    // given
    service.result = .success([])

    // when
    _ = await makeLoadedPresenter()

    // then
    #expect(view.calls == [.showLoading, .showEmptyState(message: "No drivers")])
  }

  @Test func searchWithFullName_findsExactlyOneDriver() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    presenter.searchTextChanged("Lewis HAMILTON")

    // then
    #expect(view.lastShownDrivers == [DriverRowViewData(title: "Lewis HAMILTON", detail: "#44 · Mercedes")])
  }

  @Test(arguments: [
    ("perez", "Sergio PÉREZ"), ("hulkenberg", "Nico HÜLKENBERG"), ("  russell ", "George RUSSELL"),
  ])
  func searchWithAccentlessQuery_findsAccentedDriver(query: String, expectedName: String) async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    presenter.searchTextChanged(query)

    // then
    #expect(view.lastShownDrivers?.map(\.title) == [expectedName])
  }

  @Test func searchText_isShownTrimmed() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    presenter.searchTextChanged("  perez  ")

    // then
    #expect(view.calls.contains(.showSearchText("perez")))
  }

  @Test func searchWithNoMatch_showsEmptyStateNamingQuery() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    presenter.searchTextChanged("Senna")

    // then
    #expect(
      Array(view.calls.suffix(2)) == [
        .showSearchText("Senna"), .showEmptyState(message: "No drivers match \"Senna\"."),
      ])
    #expect(!view.calls.contains { if case .showError = $0 { true } else { false } })
  }

  @Test func searchCleared_restoresAllDrivers() async {
    // given
    let presenter = await makeLoadedPresenter()
    presenter.searchTextChanged("perez")

    // when
    presenter.searchCleared()

    // then
    #expect(Array(view.calls.suffix(2).prefix(1)) == [.showSearchText("")])
    #expect(view.lastShownDrivers?.count == Driver.samples.count)
  }

  @Test func searchCleared_doesNotFetchAgain() async {
    // given
    let presenter = await makeLoadedPresenter()
    presenter.searchTextChanged("perez")

    // when
    presenter.searchCleared()

    // then
    #expect(service.fetchCount == 1)
  }

  @Test func refreshRequested_fetchesAgain() async {
    // given
    let presenter = await makeLoadedPresenter()

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(service.fetchCount == 2)
    #expect(view.calls.filter { $0 == .showLoading }.count == 2)
  }

  @Test func refreshRequested_keepsSearchApplied() async {
    // given
    let presenter = await makeLoadedPresenter()
    presenter.searchTextChanged("mercedes russell")
    presenter.searchTextChanged("russell")

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(view.lastShownDrivers?.map(\.title) == ["George RUSSELL"])
  }

  @Test func searchAfterFailedLoad_keepsTheErrorInsteadOfAnEmptyState() async {
    // given
    service.result = .failure(.network("offline"))
    let presenter = await makeLoadedPresenter()

    // when
    presenter.searchTextChanged("max")

    // then: only the search text changes; the alert stays
    #expect(view.calls.last == .showSearchText("max"))
    #expect(!view.calls.contains { if case .showEmptyState = $0 { true } else { false } })
  }

  @Test func refreshAfterFailedLoad_showsTheDrivers() async {
    // given
    service.result = .failure(.network("offline"))
    let presenter = await makeLoadedPresenter()
    service.result = .success(Driver.samples)

    // when
    await settling { presenter.refreshRequested() }

    // then: the alert gives way to every driver
    #expect(
      Array(view.calls.suffix(2)) == [
        .showLoading,
        .reloadRows(showing: [
          DriverRowViewData(title: "Lewis HAMILTON", detail: "#44 · Mercedes"),
          DriverRowViewData(title: "Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
          DriverRowViewData(title: "Nico HÜLKENBERG", detail: "#27 · Haas F1 Team"),
          DriverRowViewData(title: "George RUSSELL", detail: "#63 · Mercedes"),
        ]),
      ])
  }
}
