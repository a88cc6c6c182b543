import Domain
import DomainTestSupport
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
