import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The favourites list and the driver detail: the controllers fetch, save and navigate themselves.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesViewControllerTests {
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [63])
  private let window = Window()

  private func start() async {
    await MVCApp.startFavourites(drivers: service, store: store, in: window)
  }

  @Test func appear_listsTheFavouritesFirstWithAStar() async {
    // when
    await start()

    // then
    #expect(
      window.frame
        == Frame(
          title: "Favourites",
          lines: [
            "1. ★ George RUSSELL   #63 · Mercedes",
            "2.   Lewis HAMILTON   #44 · Mercedes",
            "3.   Sergio PÉREZ     #11 · Red Bull Racing",
            "4.   Nico HÜLKENBERG  #27 · Haas F1 Team",
          ]))
  }

  @Test func appear_whenTheStoreCannotBeRead_showsTheAlert() async {
    // given
    store.readError = .unavailable("disk full")

    // when
    await start()

    // then
    #expect(
      window.frame?.lines == [
        "[!] Could not load favourites", "    The favourites store is unavailable (disk full).",
      ])
  }

  @Test func select_pushesTheDriverWithItsStar() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(1))

    // then
    #expect(window.topScreen is FavouriteDetailViewController)
    #expect(
      window.frame
        == Frame(
          title: "Driver",
          lines: ["Name:      George RUSSELL", "Team:      Mercedes", "Number:    #63", "Favourite: ★ yes"]))
  }

  @Test func star_savesTheStarAndTheListMovesTheDriverUp() async throws {
    // given
    await start()
    try await window.perform(.select(3))

    // when
    try await window.perform(.star)
    try await window.perform(.back)

    // then
    #expect(store.saves == [.init(isFavourite: true, number: 11)])
    #expect(
      window.frame?.lines.prefix(2) == [
        "1. ★ Sergio PÉREZ     #11 · Red Bull Racing", "2. ★ George RUSSELL   #63 · Mercedes",
      ])
  }

  @Test func star_whenTheStoreFails_showsTheAlertAndKeepsTheStar() async throws {
    // given
    await start()
    try await window.perform(.select(1))
    store.saveError = .readOnly(path: "/tmp/favourites.json")

    // when
    try await window.perform(.star)

    // then
    #expect(
      window.frame?.lines == [
        "[!] Could not save favourite", "    Could not save: /tmp/favourites.json is read-only.", "",
        "Name:      George RUSSELL", "Team:      Mercedes", "Number:    #63", "Favourite: ★ yes",
      ])
    #expect(store.numbers == [63])
  }

  @Test func back_popsTheDetail() async throws {
    // given
    await start()
    try await window.perform(.select(2))

    // when
    try await window.perform(.back)

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame?.title == "Favourites")
  }
}
