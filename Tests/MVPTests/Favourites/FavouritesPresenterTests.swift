import Domain
import DomainTestSupport
import Instrumentation
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

/// The detail presenter: the fields, and a star saved through the store.
@Suite(.tags(.favourites))
@MainActor
struct FavouriteDetailPresenterTests {
  private let view = FavouriteDetailViewMock()
  private let coordinator = FavouritesCoordinatorMock()
  private let store = FavouritesStoreMock()

  private func makePresenter() -> FavouriteDetailPresenter {
    let presenter = FavouriteDetailPresenter(
      driver: Driver.samples[0], isFavourite: false, store: store, coordinator: coordinator)
    presenter.attach(view: view)
    return presenter
  }

  private func fields(favourite: String) -> [FieldViewData] {
    [
      FieldViewData(label: "Name", value: "Lewis HAMILTON"), FieldViewData(label: "Team", value: "Mercedes"),
      FieldViewData(label: "Number", value: "#44"), FieldViewData(label: "Favourite", value: favourite),
    ]
  }

  @Test func viewDidLoad_showsTheFields() {
    // when
    makePresenter().viewDidLoad()

    // then
    #expect(view.calls == [.show(fields: fields(favourite: "no"))])
  }

  @Test func starTapped_savesShowsTheStarAndTellsTheCoordinator() async {
    // given
    let presenter = makePresenter()

    // when
    await settling { presenter.starTapped() }

    // then
    #expect(store.saves == [.init(isFavourite: true, number: 44)])
    #expect(view.calls == [.show(fields: fields(favourite: "★ yes"))])
    #expect(coordinator.calls == [.favouriteDidChange(true, number: 44)])
  }

  @Test func starTapped_whenTheStoreFails_showsTheAlertAndTellsNoOne() async {
    // given
    store.saveError = .unavailable("the store cannot be reached")
    let presenter = makePresenter()

    // when
    await settling { presenter.starTapped() }

    // then
    #expect(
      view.calls == [
        .showError(
          title: "Could not save favourite",
          message: "The favourites store is unavailable (the store cannot be reached).")
      ])
    #expect(coordinator.calls.isEmpty)
  }

  @Test func backTapped_asksTheCoordinatorToCloseTheDetail() {
    // when
    makePresenter().backTapped()

    // then
    #expect(coordinator.calls == [.closeDetail])
  }

  @Test func starTappedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the second tap comes while the first save is out
    let midRequest = MidRequest()
    let presenter = FavouriteDetailPresenter(
      driver: Driver.samples[0], isFavourite: false,
      store: ObservedFavouritesStore(store, willRequest: midRequest.hook), coordinator: coordinator)
    presenter.attach(view: view)
    midRequest.next = { presenter.starTapped() }

    // when
    await settling { presenter.starTapped() }

    // then: one star saved, and the coordinator told once
    #expect(store.saves == [.init(isFavourite: true, number: 44)])
    #expect(coordinator.calls == [.favouriteDidChange(true, number: 44)])
  }
}
