import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.drivers))
@MainActor
struct DriversPresenterTests {
  private let view = ListViewMock()
  private let interactor = DriversInteractorMock()
  private let router = DriversRouterMock()

  private func makePresenter() -> DriversPresenter {
    let presenter = DriversPresenter(interactor: interactor, router: router)
    presenter.view = view
    view.rowSource = presenter
    return presenter
  }

  @Test func viewDidLoad_showsLoadingBeforeAskingTheInteractor() async {
    // given
    let presenter = makePresenter()
    var callsWhenFetching: [ListViewMock.Call] = []
    interactor.onFetch = { callsWhenFetching = view.calls }

    // when
    presenter.viewDidLoad()

    // then
    #expect(interactor.fetchCount == 1)
    #expect(callsWhenFetching == [.showLoading])
  }

  @Test func refreshRequested_showsLoadingAndFetchesAgain() async {
    // given
    let presenter = makePresenter()

    // when
    presenter.refreshRequested()

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
    presenter.didFind(.matches(Array(Driver.samples.prefix(2))))

    // then
    #expect(
      view.calls == [
        .reloadRows([
          ListRowDisplayItem(title: "Lewis HAMILTON", detail: "#44 · Mercedes"),
          ListRowDisplayItem(title: "Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
        ])
      ])
  }

  @Test func didFindNoDrivers_showsTheEmptyStateNotAnError() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFind(.empty("No drivers match \"zzz\"."))

    // then
    #expect(view.calls == [.showEmptyState("No drivers match \"zzz\".")])
  }

  @Test func asDataSource_formatsOnlyTheRowAskedFor_andHoldsNoneAfterAnEmptyOutcome() {
    // given
    let presenter = makePresenter()
    presenter.didFind(.matches(Driver.samples))

    // then
    #expect(presenter.numberOfRows == Driver.samples.count)
    #expect(presenter.rows(in: 3..<4) == [ListRowDisplayItem(title: "George RUSSELL", detail: "#63 · Mercedes")])

    // when
    presenter.didFind(.empty("No drivers match \"zzz\"."))

    // then
    #expect(presenter.numberOfRows == 0)
  }

  @Test func didFindNothingToFilterAfterAFailedLoad_leavesTheScreenAsItIs() {
    // given
    let presenter = makePresenter()
    presenter.didFailToFetchDrivers(with: .network("down"))

    // when
    presenter.didFind(.loadFailed)

    // then
    #expect(view.calls == [.showError(title: "Could not load drivers", message: "Could not reach the server (down).")])
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
