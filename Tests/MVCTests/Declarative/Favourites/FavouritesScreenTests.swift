import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// The declarative favourites: selecting a row makes the list's controller push a detail
/// controller on its path, which the stack follows; the detail saves the star and tells the
/// list, which re-sorts.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesScreenTests {
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [63])
  private let window = Window()

  private func start(_ store: any FavouritesStore) async -> FavouritesController {
    let controller = FavouritesController(service: service, store: store)
    await window.setRoot(HostingScreen(FavouritesScreen(controller: controller), in: window))
    return controller
  }

  @Test func appear_listsTheFavouritesFirst() async {
    // when
    _ = await start(store)

    // then
    #expect(window.frame?.title == "Favourites")
    #expect(window.frame?.lines.first == "1. ★ George RUSSELL   #63 · Mercedes")
    #expect(window.acceptedActions == [.select, .refresh])
  }

  @Test func select_pushesADetailControllerOnThePath_andTheStackShowsIt() async throws {
    // given
    let controller = await start(store)

    // when
    try await window.perform(.select(3))

    // then
    #expect(controller.path.map(\.driver.number) == [11])
    #expect(
      window.frame
        == Frame(
          title: "Driver",
          lines: ["Name:      Sergio PÉREZ", "Team:      Red Bull Racing", "Number:    #11", "Favourite: no"]))
    #expect(window.acceptedActions == [.star, .back])
  }

  @Test func starThenBack_savesTellsTheListAndTheListResorts() async throws {
    // given
    let controller = await start(store)
    try await window.perform(.select(3))

    // when
    try await window.perform(.star)
    try await window.perform(.back)

    // then
    #expect(store.saves == [.init(isFavourite: true, number: 11)])
    #expect(controller.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(
      window.frame?.lines.prefix(2) == [
        "1. ★ Sergio PÉREZ     #11 · Red Bull Racing", "2. ★ George RUSSELL   #63 · Mercedes",
      ])
  }

  @Test func failedSave_showsTheAlertAboveTheFields_andTheNextSaveTakesItDown() async throws {
    // given
    _ = await start(store)
    try await window.perform(.select(3))
    store.saveError = .unavailable("the store cannot be reached")

    // when
    try await window.perform(.star)

    // then
    #expect(
      window.frame?.lines.prefix(3) == [
        "[!] Could not save favourite", "    The favourites store is unavailable (the store cannot be reached).", "",
      ])
    #expect(window.frame?.lines.last == "Favourite: no")

    // when
    store.saveError = nil
    try await window.perform(.star)

    // then
    #expect(window.frame?.lines.first == "Name:      Sergio PÉREZ")
    #expect(window.frame?.lines.last == "Favourite: ★ yes")
  }

  @Test func closingWhileSaving_cancelsTheSave_andFreesBothControllers() async throws {
    // given a save held
    let held = HeldRequests()
    held.isHolding = false
    @Weak var list: FavouritesController?
    @Weak var detail: FavouriteDetailController?
    do {
      let controller = await start(ObservedFavouritesStore(store, willRequest: held.hook))
      list = controller
      try await window.perform(.select(1))
      detail = controller.path.first
      held.isHolding = true
      try await window.perform(.star)
    }

    // when
    window.close()
    await window.settled()

    // then
    #expect(held.cancelled == 1)
    #expect(list == nil)
    #expect(detail == nil)
  }
}
