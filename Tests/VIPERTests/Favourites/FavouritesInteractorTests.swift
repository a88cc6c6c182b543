import Domain
import DomainTestSupport
import Testing

@testable import VIPER

/// The list use case: drivers from the service, then stars from the store, kept as one entity state.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesInteractorTests {
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [63])
  private let output = FavouritesInteractorOutputMock()

  private func makeInteractor() -> FavouritesInteractor {
    let interactor = FavouritesInteractor(service: service, store: store)
    interactor.output = output
    return interactor
  }

  @Test func loadFavourites_reportsTheDriversWithTheirStars() async {
    // when
    let interactor = makeInteractor()
    await settling { interactor.loadFavourites() }

    // then
    #expect(output.calls == [.didLoad(FavouriteDrivers(drivers: Driver.samples, favourites: [63]))])
  }

  @Test func loadFavourites_whenTheServiceFails_reportsItAndReadsNoStore() async {
    // given
    service.result = .failure(.network("offline"))
    store.readError = .unavailable("never read")

    // when
    let interactor = makeInteractor()
    await settling { interactor.loadFavourites() }

    // then
    #expect(output.calls == [.didFailToLoadDrivers(.network("offline"))])
  }

  @Test func loadFavourites_whenTheStoreFails_reportsTheStoreError() async {
    // given
    store.readError = .corrupt(path: "", detail: "not valid JSON")

    // when
    let interactor = makeInteractor()
    await settling { interactor.loadFavourites() }

    // then
    #expect(output.calls == [.didFailToLoadFavourites(.corrupt(path: "", detail: "not valid JSON"))])
  }

  @Test func selectDriver_handsOnTheDriverListedAtThatRow() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadFavourites() }

    // when
    await settling { interactor.selectDriver(at: 0) }

    // then
    #expect(output.calls.last == .didSelect(Driver.samples[3], isFavourite: true))
  }

  @Test func favouriteDidChange_reportsTheListAgainWithTheNewStar() async {
    // given
    let interactor = makeInteractor()
    await settling { interactor.loadFavourites() }

    // when
    interactor.favouriteDidChange(true, number: 44)

    // then
    #expect(output.calls.last == .didLoad(FavouriteDrivers(drivers: Driver.samples, favourites: [44, 63])))
  }
}
