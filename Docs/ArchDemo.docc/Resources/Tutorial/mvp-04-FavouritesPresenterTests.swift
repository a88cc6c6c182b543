import Domain
import DomainTestSupport
import Testing

@testable import MVP

/// The list presenter: drivers from the service, stars from the store, favourites first.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesPresenterTests {
  private let view = FavouritesViewMock()
  private let coordinator = FavouritesCoordinatorMock()
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [27])

  private func makePresenter() -> FavouritesPresenter {
    let presenter = FavouritesPresenter(service: service, store: store, coordinator: coordinator)
    presenter.attach(view: view)
    return presenter
  }

  @Test func viewDidLoad_showsLoadingThenTheFavouritesFirst() async {
    // given
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .showLoading,
        .show(favourites: [
          FavouriteRowViewData(title: "★ Nico HÜLKENBERG", detail: "#27 · Haas F1 Team"),
          FavouriteRowViewData(title: "  Lewis HAMILTON", detail: "#44 · Mercedes"),
          FavouriteRowViewData(title: "  Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
          FavouriteRowViewData(title: "  George RUSSELL", detail: "#63 · Mercedes"),
        ]),
      ])
  }

  @Test func viewDidLoad_whenTheServiceFails_showsTheDriversAlert() async {
    // given
    service.result = .failure(.network("offline"))
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls.last == .showError(title: "Could not load drivers", message: ServiceError.network("offline").message))
  }

  @Test func viewDidLoad_whenTheStoreFails_showsTheFavouritesAlert() async {
    // given
    store.readError = .corrupt(path: "", detail: "not valid JSON")
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls.last
        == .showError(
          title: "Could not load favourites", message: "The favourites store is malformed (not valid JSON)."))
  }

  @Test func rowSelected_asksTheCoordinatorForTheListedDriver() async {
    // given
    let presenter = makePresenter()
    await settling { presenter.viewDidLoad() }

    // when
    await settling { presenter.rowSelected(at: 0) }

    // then
    #expect(coordinator.calls == [.showDetail(Driver.samples[2], isFavourite: true)])
  }

  @Test func favouriteChanged_reSortsTheList() async {
    // given
    let presenter = makePresenter()
    await settling { presenter.viewDidLoad() }

    // when
    presenter.favouriteChanged(false, number: 27)

    // then
    guard case .show(let rows) = view.calls.last else {
      Issue.record("expected rows, got \(view.calls)")
      return
    }
    #expect(rows.map(\.title) == ["  Lewis HAMILTON", "  Sergio PÉREZ", "  Nico HÜLKENBERG", "  George RUSSELL"])
  }
}
