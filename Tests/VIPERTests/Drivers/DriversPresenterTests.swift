import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@MainActor
struct DriversPresenterTests {
  private let view = DriversViewMock()
  private let interactor = DriversInteractorMock()
  private let router = DriversRouterMock()

  private func makePresenter() -> DriversPresenter {
    let presenter = DriversPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingBeforeAskingTheInteractor() async {
    // given
    let presenter = makePresenter()
    var callsWhenFetching: [DriversViewMock.Call] = []
    interactor.onFetch = { callsWhenFetching = view.calls }

    // when
    await presenter.viewDidLoad()

    // then
    #expect(interactor.fetchCount == 1)
    #expect(callsWhenFetching == [.showLoading])
  }

  @Test func refreshRequested_showsLoadingAndFetchesAgain() async {
    // given
    let presenter = makePresenter()

    // when
    await presenter.refreshRequested()

    // then
    #expect(interactor.fetchCount == 1)
    #expect(view.calls == [.showLoading])
  }

  @Test func searchTextChanged_showsTrimmedTextAndFiltersWithoutFetching() {
    // given
    let presenter = makePresenter()

    // when
    presenter.searchTextChanged("  perez ")

    // then
    #expect(view.calls == [.showSearchText("perez")])
    #expect(interactor.filterQueries == [SearchQuery("perez")])
    #expect(interactor.fetchCount == 0)
  }

  @Test func searchCleared_emptiesTheFieldAndShowsEveryDriver() {
    // given
    let presenter = makePresenter()
    presenter.searchTextChanged("ham")

    // when
    presenter.searchCleared()

    // then
    #expect(view.calls.last == .showSearchText(""))
    #expect(interactor.filterQueries.last == SearchQuery(""))
  }

  @Test func didFindDrivers_showsNameAndNumberWithTeam() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFind(drivers: Array(Driver.samples.prefix(2)), matching: SearchQuery(""))

    // then
    #expect(
      view.calls == [
        .show([
          DriverDisplayItem(name: "Lewis HAMILTON", detail: "#44 · Mercedes"),
          DriverDisplayItem(name: "Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
        ])
      ])
  }

  @Test func didFindNoDrivers_withoutQuery_showsEmptyStateNotError() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFind(drivers: [], matching: SearchQuery(""))

    // then
    #expect(view.calls == [.showEmptyState("No drivers")])
  }

  @Test func didFindNoDrivers_forQuery_showsEmptyStateNamingTheQuery() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFind(drivers: [], matching: SearchQuery("zzz"))

    // then
    #expect(view.calls == [.showEmptyState("No drivers match \"zzz\".")])
  }

  @Test func didFailToFetchDrivers_showsErrorAlert() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFailToFetchDrivers(with: .network("the network is unreachable"))

    // then
    #expect(
      view.calls == [
        .showError(
          title: "Could not load drivers", message: "Could not reach the server (the network is unreachable).")
      ])
  }
}
