import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// The favourites views, started as the kit starts them: the list asks its store to load when
/// shown and draws the rows it is the data source of; the detail sends the star and back.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesViewTests {
  private let window = Window()
  private let favouritesStore = FavouritesStoreMock()

  @Test func list_sendsViewDidLoadWhenShown_andDrawsTheDrivers() async throws {
    // given
    let log = TraceLog()

    // when
    await Trace.$log.withValue(log) {
      await UDFApp.startFavourites(drivers: DriverServiceMock(), store: favouritesStore, in: window)
    }

    // then
    #expect(
      log.messages.prefix(3).map(\.description) == [
        "App → Window: setRoot(Favourites)", "View → Store: send(.viewDidLoad)",
        "Store → Reducer: reduce(.viewDidLoad)",
      ])
    let frame = try #require(window.frame)
    #expect(frame.title == "Favourites")
    #expect(frame.lines.contains { $0.contains("Lewis HAMILTON") }, "\(frame.lines)")
  }

  @Test func detail_starSavesTheStar_andBackShowsTheListWithTheDriverFirst() async throws {
    // given
    await UDFApp.startFavourites(drivers: DriverServiceMock(), store: favouritesStore, in: window)
    try await window.perform(.select(3))
    #expect(window.topScreen is FavouriteDetailView)
    #expect(window.frame?.title == "Driver")

    // when
    try await window.perform(.star)

    // then
    #expect(favouritesStore.saves == [.init(isFavourite: true, number: 27)])
    #expect(window.frame?.lines.contains { $0.contains("★ yes") } == true)

    // when
    try await window.perform(.back)

    // then
    #expect(window.topScreen is FavouritesView)
    let firstRow = window.frame?.lines.first { $0.hasPrefix("1. ") }
    #expect(firstRow?.hasPrefix("1. ★ Nico HÜLKENBERG") == true, "\(firstRow ?? "no row")")
  }
}
