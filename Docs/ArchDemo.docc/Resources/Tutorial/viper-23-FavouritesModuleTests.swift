import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The two modules assembled in a window: what the user sees, each role's message reaching the
/// next, and the detail drawn before the list hears of its star.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesModuleTests {
  private let window = Window()
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock()

  private func start() async {
    await VIPERApp.startFavourites(drivers: service, store: store, in: window)
  }

  @Test func refresh_fetchesTheDriversAgainAndReadsTheStarsAgain() async throws {
    // given
    await start()
    store.numbers = [63]

    // when
    try await window.perform(.refresh)

    // then
    #expect(service.fetchCount == 2)
    #expect(window.frame?.title == "Favourites")
    #expect(window.frame?.lines.first == "1. ★ George RUSSELL   #63 · Mercedes")
  }

  @Test func start_whenTheServiceFails_showsTheDriversAlert() async {
    // given
    service.result = .failure(.network("the network is unreachable"))

    // when
    await start()

    // then
    #expect(
      window.frame?.lines == [
        "[!] Could not load drivers", "    Could not reach the server (the network is unreachable).",
      ])
  }

  @Test func selectStarBack_showsTheDriverStarred_andTheListPutsItFirst() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(2))
    let detailFrame = window.frame
    try await window.perform(.star)
    let starredFrame = window.frame
    try await window.perform(.back)

    // then
    #expect(detailFrame?.title == "Driver")
    #expect(
      detailFrame?.lines == [
        "Name:      Sergio PÉREZ", "Team:      Red Bull Racing", "Number:    #11", "Favourite: no",
      ])
    #expect(starredFrame?.lines.last == "Favourite: ★ yes")
    #expect(store.saves == [.init(isFavourite: true, number: 11)])
    #expect(window.frame?.title == "Favourites")
    #expect(window.frame?.lines.first == "1. ★ Sergio PÉREZ     #11 · Red Bull Racing")
  }

  @Test func star_whenTheStoreFails_showsTheAlertAboveTheFields_andASavedStarTakesItDown() async throws {
    // given
    await start()
    try await window.perform(.select(1))
    store.saveError = .unavailable("disk full")

    // when
    try await window.perform(.star)
    let failedFrame = window.frame
    store.saveError = nil
    try await window.perform(.star)

    // then
    #expect(
      failedFrame?.lines == [
        "[!] Could not save favourite", "    The favourites store is unavailable (disk full).", "",
        "Name:      Lewis HAMILTON", "Team:      Mercedes", "Number:    #44", "Favourite: no",
      ])
    #expect(
      window.frame?.lines == [
        "Name:      Lewis HAMILTON", "Team:      Mercedes", "Number:    #44", "Favourite: ★ yes",
      ])
  }

  @Test func detailPresenter_didSetFavourite_drawsTheStarBeforeTellingTheList() {
    // given
    let presenter = FavouriteDetailPresenter(
      interactor: FavouriteDetailInteractor(driver: Driver.samples[0], isFavourite: false, store: store),
      router: FavouriteDetailRouter(window: nil))
    let view = FavouriteDetailView(presenter: presenter)
    let list = ListReadingTheDetail(detail: view)
    presenter.view = view
    presenter.delegate = list

    // when
    presenter.didSetFavourite(true, driver: Driver.samples[0])

    // then
    #expect(
      list.detailLinesWhenTold == [
        ["Name:      Lewis HAMILTON", "Team:      Mercedes", "Number:    #44", "Favourite: ★ yes"]
      ])
  }
}

/// A module delegate that reads the detail screen at the moment it hears of a saved star.
@MainActor
private final class ListReadingTheDetail: FavouriteDetailModuleDelegate {
  private let detail: FavouriteDetailView
  private(set) var detailLinesWhenTold: [[String]] = []

  init(detail: FavouriteDetailView) {
    self.detail = detail
  }

  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int) {
    detailLinesWhenTold.append(detail.body())
  }
}
