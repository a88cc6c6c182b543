import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVVM

/// The list view model: drivers from the service, stars from the store, favourites first.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesViewModelTests {
  private let coordinator = FavouritesCoordinatorSpy()
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [11])

  private func makeLoadedViewModel() async -> FavouritesViewModel {
    let viewModel = FavouritesViewModel(service: service, store: store, coordinator: coordinator)
    await settling { viewModel.inputs.viewDidLoad() }
    return viewModel
  }

  @Test func viewDidLoad_statesTheFavouritesFirst() async {
    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.isLoading == false)
    #expect(
      viewModel.outputs.rows.map(\.title) == [
        "★ Sergio PÉREZ", "  Lewis HAMILTON", "  Nico HÜLKENBERG", "  George RUSSELL",
      ])
  }

  @Test func viewDidLoad_whenTheStoreFails_statesTheAlert() async {
    // given
    store.readError = .unavailable("disk full")

    // when
    let viewModel = await makeLoadedViewModel()

    // then
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(
          title: "Could not load favourites", message: "The favourites store is unavailable (disk full)."))
  }

  @Test func rowSelected_handsTheListedDriverToTheCoordinator() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.rowSelected(at: 1) }

    // then
    #expect(coordinator.shownDrivers == [Driver.samples[0]])
  }

  @Test func rowSelected_handsOverTheStarOfTheRowSelected_notOfItsNeighbour() async {
    // given: the one favourite listed first, a driver without a star after it
    let viewModel = await makeLoadedViewModel()

    // when
    await settling { viewModel.inputs.rowSelected(at: 0) }
    await settling { viewModel.inputs.rowSelected(at: 1) }

    // then
    #expect(coordinator.shownDrivers.map(\.number) == [11, 44])
    #expect(coordinator.shownAsFavourite == [true, false])
  }

  @Test func favouriteChanged_reSortsTheRows() async {
    // given
    let viewModel = await makeLoadedViewModel()

    // when
    viewModel.inputs.favouriteChanged(true, number: 63)

    // then
    #expect(viewModel.outputs.rows.prefix(2).map(\.title) == ["★ Sergio PÉREZ", "★ George RUSSELL"])
  }
}

/// The detail view model: the fields, and a star saved through the store.
@Suite(.tags(.favourites))
@MainActor
struct FavouriteDetailViewModelTests {
  private let coordinator = FavouritesCoordinatorSpy()
  private let store = FavouritesStoreMock()

  private func makeViewModel() -> FavouriteDetailViewModel {
    FavouriteDetailViewModel(driver: Driver.samples[3], isFavourite: false, store: store, coordinator: coordinator)
  }

  @Test func outputs_stateTheFieldsWithoutAStar() {
    // when
    let viewModel = makeViewModel()

    // then
    #expect(viewModel.outputs.fields.map(\.value) == ["George RUSSELL", "Mercedes", "#63", "no"])
    #expect(viewModel.outputs.errorAlert == nil)
  }

  @Test func starTapped_savesStatesTheStarAndTellsTheCoordinator() async {
    // given
    let viewModel = makeViewModel()

    // when
    await settling { viewModel.inputs.starTapped() }

    // then
    #expect(store.saves == [.init(isFavourite: true, number: 63)])
    #expect(viewModel.outputs.fields.last == FieldViewData(label: "Favourite", value: "★ yes"))
    #expect(coordinator.changes == [63: true])
  }

  @Test func starTapped_whenTheStoreFails_statesTheAlertAndKeepsTheField() async {
    // given
    store.saveError = .readOnly(path: "/tmp/f.json")
    let viewModel = makeViewModel()

    // when
    await settling { viewModel.inputs.starTapped() }

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(title: "Could not save favourite", message: "Could not save: /tmp/f.json is read-only."))
    #expect(viewModel.outputs.fields.last == FieldViewData(label: "Favourite", value: "no"))
    #expect(coordinator.changes.isEmpty)
  }

  @Test func backTapped_asksTheCoordinatorToCloseTheDetail() {
    // when
    makeViewModel().inputs.backTapped()

    // then
    #expect(coordinator.closeCount == 1)
  }

  @Test func starTappedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the second tap comes while the first save is out
    let midRequest = MidRequest()
    let viewModel = FavouriteDetailViewModel(
      driver: Driver.samples[3], isFavourite: false,
      store: ObservedFavouritesStore(store, willRequest: midRequest.hook), coordinator: coordinator)
    midRequest.next = { viewModel.inputs.starTapped() }

    // when
    await settling { viewModel.inputs.starTapped() }

    // then: one star saved, and stated
    #expect(store.saves == [.init(isFavourite: true, number: 63)])
    #expect(viewModel.outputs.fields.last == FieldViewData(label: "Favourite", value: "★ yes"))
  }
}
